import type { ApiClient } from '@afterlook/api';
import { describe, expect, it, vi } from 'vitest';
import { memoryStorage, recordingSink } from '../test-utils/render-widget.tsx';
import { type AnalyticsOptions, createAnalytics } from './analytics.ts';

function setup(overrides: Partial<AnalyticsOptions> = {}) {
  const api = {
    recordDailyAnalytics: vi.fn<ApiClient['recordDailyAnalytics']>(async () => {}),
    recordDailyDetailedAnalytics: vi.fn<ApiClient['recordDailyDetailedAnalytics']>(async () => {}),
    recordReferralDailyAnalytics: vi.fn<ApiClient['recordReferralDailyAnalytics']>(async () => {}),
    notifyUnsupportedProcedure: vi.fn<ApiClient['notifyUnsupportedProcedure']>(async () => {}),
  };
  const sink = recordingSink();
  const options: AnalyticsOptions = {
    api,
    formName: 'ONBOARDING_TIER1',
    query: { ctaCopy: null, formVersion: null, referrer: 'direct', lang: 'en' },
    clinicName: 'Harbor Aesthetics',
    isMobile: true,
    localStorage: memoryStorage(),
    sessionStorage: memoryStorage(),
    sinks: [sink],
    now: () => new Date('2026-03-14T10:00:00Z'),
    ...overrides,
  };
  return { api, sink, options, analytics: createAnalytics(options) };
}

describe('analytics once-only guards (docs/product/state-machines.md#analytics-once-only-guards)', () => {
  it('daily counters: once per browser (localStorage), across sessions', () => {
    const { api, options } = setup();
    createAnalytics(options).visit();
    // A new session in the same browser: new sessionStorage, same localStorage.
    createAnalytics({ ...options, sessionStorage: memoryStorage() }).visit();
    expect(
      api.recordDailyAnalytics.mock.calls.map(([body]) => body.daily_analytics_count_type),
    ).toEqual(['SITE_VISITS', 'FORM_VISITS']);
    expect(api.recordReferralDailyAnalytics).toHaveBeenCalledTimes(2);
  });

  it('daily counters count again on a new day', () => {
    const { api, options } = setup();
    createAnalytics(options).visit();
    createAnalytics({ ...options, now: () => new Date('2026-03-15T10:00:00Z') }).visit();
    expect(api.recordDailyAnalytics).toHaveBeenCalledTimes(4);
  });

  it("the referral counter and 'Form Started' go once per session (sessionStorage)", () => {
    const { api, sink, analytics } = setup();
    analytics.visit();
    analytics.visit();
    analytics.formStarted();
    analytics.formStarted();
    expect(api.recordReferralDailyAnalytics).toHaveBeenCalledExactlyOnceWith({
      form_name: 'ONBOARDING_TIER1',
      referrer: 'direct',
    });
    expect(sink.events.filter(({ event }) => event === 'Form Started')).toHaveLength(1);
  });

  it('the detailed visit goes once per ctaCopy value per session', () => {
    const { api, options } = setup();
    const session = memoryStorage();
    for (const ctaCopy of ['1', '1', '2', null, null]) {
      createAnalytics({
        ...options,
        sessionStorage: session,
        query: { ...options.query, ctaCopy },
      }).visit();
    }
    expect(api.recordDailyDetailedAnalytics.mock.calls.map(([body]) => body.cta_copy)).toEqual([
      '1',
      '2',
      null,
    ]);
    expect(api.recordDailyDetailedAnalytics.mock.calls[0]?.[0]).toMatchObject({
      device_type: 'mobile',
    });
  });

  it('simulations and submissions go to the detailed counter too, once per session and ctaCopy', () => {
    const { api, analytics } = setup();
    analytics.simulationComplete({});
    analytics.simulationComplete({});
    analytics.submitted({ name: 'Ana Lee', phone: '+12025550143', procedure: 'BBL' });
    expect(
      api.recordDailyDetailedAnalytics.mock.calls.map(([body]) => body.daily_analytics_count_type),
    ).toEqual(['FORM_SIMULATIONS', 'FORM_SUBMISSIONS']);
    expect(api.recordDailyDetailedAnalytics.mock.calls[0]?.[0]).toMatchObject({
      form_name: 'ONBOARDING_TIER1',
      device_type: 'mobile',
    });
  });

  it("'Form Opened' from the host goes once per session with the form-visit counter", () => {
    const { sink, analytics } = setup();
    analytics.formOpened();
    analytics.formOpened();
    expect(sink.events.filter(({ event }) => event === 'Form Opened')).toHaveLength(1);
  });

  it("every named event carries Clinic Name; 'User Details Captured' the name, phone and a note", () => {
    const { sink, analytics } = setup();
    analytics.submitted({ name: 'Ana Lee', phone: '+12025550143', procedure: 'BBL' });
    expect(sink.events).toEqual([
      {
        event: 'User Details Captured',
        properties: {
          'Clinic Name': 'Harbor Aesthetics',
          Procedure: 'BBL',
          Name: 'Ana Lee',
          Phone: '+12025550143',
          Note: expect.stringContaining('BBL'),
        },
      },
      {
        event: 'Form Submitted',
        properties: { 'Clinic Name': 'Harbor Aesthetics', Procedure: 'BBL' },
      },
    ]);
  });

  it('blocked storage still sends each guarded call once for the page', () => {
    const { api } = setup();
    const blocked = createAnalytics({
      ...setup().options,
      api,
      localStorage: null,
      sessionStorage: null,
    });
    blocked.visit();
    blocked.visit();
    expect(api.recordDailyAnalytics).toHaveBeenCalledTimes(2);
    expect(api.recordReferralDailyAnalytics).toHaveBeenCalledOnce();
  });

  it("notify-unsupported-procedure leaves missing details to the client's 'Not captured'", () => {
    const { api, analytics } = setup();
    analytics.notifyUnsupportedProcedure({ name: null, email: 'ana@example.com', procedure: null });
    expect(api.notifyUnsupportedProcedure).toHaveBeenCalledWith({ email: 'ana@example.com' });
  });
});
