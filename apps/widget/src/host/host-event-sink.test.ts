import { PRODUCT_EVENT_PROPERTIES } from '@afterlook/domain';
import { describe, expect, it, vi } from 'vitest';
import { readEmbedParams } from './embed-params.ts';
import { createHostEventSink } from './host-event-sink.ts';

const details = {
  [PRODUCT_EVENT_PROPERTIES.clinicName]: 'Bella',
  [PRODUCT_EVENT_PROPERTIES.procedure]: 'BBL',
  [PRODUCT_EVENT_PROPERTIES.name]: 'Ana García',
  [PRODUCT_EVENT_PROPERTIES.phone]: '+12025550143',
};

describe('what the host page hears of the lead and the result', () => {
  it("tells lead-submitted without the patient's name and phone unless the page asked", () => {
    const post = vi.fn();
    createHostEventSink({ post }, 'ONBOARDING_TIER1', false).track(
      'User Details Captured',
      details,
    );
    expect(post).toHaveBeenCalledWith('lead-submitted', {
      formName: 'ONBOARDING_TIER1',
      procedure: 'BBL',
    });
  });

  it('adds them with embedShare=contact', () => {
    const post = vi.fn();
    const { shareContact } = readEmbedParams('?clinicSdkKey=k&embedShare=contact&embedMode=modal');
    createHostEventSink({ post }, 'ONBOARDING_TIER1', shareContact).track(
      'User Details Captured',
      details,
    );
    expect(post).toHaveBeenCalledWith('lead-submitted', {
      formName: 'ONBOARDING_TIER1',
      procedure: 'BBL',
      contact: { name: 'Ana García', phone: '+12025550143' },
    });
  });

  it("tells nothing for other events, 'Simulation Complete' included (the result tells simulation-shown once it is in view)", () => {
    const post = vi.fn();
    const sink = createHostEventSink({ post }, 'ONBOARDING_SCAN', false);
    sink.track('Form Started', {});
    sink.track('Simulation Complete', { [PRODUCT_EVENT_PROPERTIES.procedure]: 'TUMMY_TUCK' });
    expect(post).not.toHaveBeenCalled();
  });
});
