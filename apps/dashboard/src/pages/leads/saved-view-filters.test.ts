import { describe, expect, it } from 'vitest';
import { readFilters, writeFilters } from './lead-filters.ts';
import { fromSavedFilters, toSavedFilters } from './saved-view-filters.ts';

const state = (address: string) => readFilters(new URLSearchParams(address));

describe("a saved view's filters", () => {
  it('issue 31 (working the list): round-trip every filter of the list, a preset period kept relative', () => {
    const address =
      'q=ana&period=d7&procedure=BBL&flow=ONBOARDING_TIER1&browser=b-1&status=new&assignee=me&sort=status';
    const saved = toSavedFilters(state(address));
    expect(saved).toEqual({
      q: 'ana',
      period: 'd7',
      procedure: 'BBL',
      form_name: 'ONBOARDING_TIER1',
      form_user_id: 'b-1',
      status: 'new',
      assignee: 'me',
      sort: 'status',
    });
    expect(writeFilters(fromSavedFilters(saved)).toString()).toBe(address);
  });

  it('issue 31 (working the list): chosen days stay days; an empty list saves nothing', () => {
    const saved = toSavedFilters(state('period=custom&from=2026-11-01&to=2026-11-20'));
    expect(saved).toEqual({ from: '2026-11-01', to: '2026-11-20' });
    expect(writeFilters(fromSavedFilters(saved)).toString()).toBe(
      'period=custom&from=2026-11-01&to=2026-11-20',
    );
    expect(toSavedFilters(state(''))).toEqual({});
    // A member's id (the API takes one) is no choice of the list: dropped.
    expect(fromSavedFilters({ assignee: 'staff-1' }).assignee).toBe('');
  });
});
