import { describe, expect, it } from 'vitest';
import { memberAction } from './member-action.ts';

const owner = { id: 'me', isOwner: true };

describe("the team page's row buttons", () => {
  it('finding 16: an invite nobody accepted gets "cancel the invite", for the only owner too', () => {
    expect(memberAction({ id: 'pending-owner', status: 'invited' }, owner)).toBe('cancel_invite');
    expect(memberAction({ id: 'colleague', status: 'active' }, owner)).toBe('remove');
  });

  it('staff get no buttons, and nobody removes themselves here', () => {
    expect(memberAction({ id: 'x', status: 'invited' }, { id: 'me', isOwner: false })).toBeNull();
    expect(memberAction({ id: 'me', status: 'active' }, owner)).toBeNull();
  });
});
