import { describe, expect, it } from 'vitest';
import { toEventPayload } from './events.ts';

const png = new Blob([new Uint8Array([1, 2, 3])], { type: 'image/png' });

describe('host events carry no photos and no contact details unless asked', () => {
  it('leadSubmitted: form and procedure; name and phone only with { contact: true }', () => {
    const payload = {
      formName: 'ONBOARDING_TIER1',
      procedure: 'BBL',
      contact: { name: 'Ana García', phone: '+12025550143' },
      extra: 'ignored',
    };
    expect(toEventPayload('leadSubmitted', payload)).toEqual({
      formName: 'ONBOARDING_TIER1',
      procedure: 'BBL',
    });
    expect(toEventPayload('leadSubmitted', payload, { contact: true })).toEqual({
      formName: 'ONBOARDING_TIER1',
      procedure: 'BBL',
      contact: { name: 'Ana García', phone: '+12025550143' },
    });
  });

  it('viewsCaptured: view types; the PNG blobs only with { images: true }', () => {
    const payload = { views: [{ viewType: 'BODY_FRONT', beforeImage: png, afterImage: null }] };
    expect(toEventPayload('viewsCaptured', payload)).toEqual({
      views: [{ viewType: 'BODY_FRONT' }],
    });
    expect(toEventPayload('viewsCaptured', payload, { images: true })).toEqual({
      views: [{ viewType: 'BODY_FRONT', beforeImage: png, afterImage: null }],
    });
  });

  it('drops malformed payloads', () => {
    expect(toEventPayload('procedureSelected', {})).toBeNull();
    expect(toEventPayload('viewsCaptured', { views: 'nope' })).toBeNull();
  });
});
