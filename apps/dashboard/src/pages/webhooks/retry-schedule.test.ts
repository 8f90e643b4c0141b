import { DASHBOARD_MESSAGES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { retryScheduleText } from './retry-schedule.ts';

// Issue 31: the webhooks page said "first retry after 30 s" whatever the server ran.
// Its words now come from the schedule the server answers with (retry_schedule).
const doubling = (firstMs: number, tries: number) => ({
  tries,
  retry_after_ms: Array.from({ length: tries - 1 }, (_, i) => firstMs * 2 ** i),
});

describe("the webhooks page's retry schedule", () => {
  it('issue 31: says the schedule the server runs, not a number written in the page', () => {
    const en = DASHBOARD_MESSAGES.en.dashboardWebhooks;
    const es = DASHBOARD_MESSAGES.es.dashboardWebhooks;
    // The default (WEBHOOK_RETRY_BASE_MS=30000): 8 tries, the last 63.5 minutes on.
    expect(retryScheduleText(en, doubling(30_000, 8), 'en')).toBe(
      'A delivery your system does not answer with a 2xx is tried up to 8 times: the first retry after 30 seconds, each next one twice as late, the last about 64 minutes after the first try.',
    );
    // A server set to a 5-minute first retry says so, in both languages.
    const fiveMinutes = doubling(5 * 60_000, 8);
    console.log(`en: ${retryScheduleText(en, fiveMinutes, 'en')}`);
    console.log(`es: ${retryScheduleText(es, fiveMinutes, 'es')}`);
    expect(retryScheduleText(en, fiveMinutes, 'en')).toContain(
      'up to 8 times: the first retry after 5 minutes, each next one twice as late, the last about 10.6 hours after',
    );
    expect(retryScheduleText(es, fiveMinutes, 'es')).toContain(
      'hasta 8 veces: el primer reintento tras 5 minutos',
    );
    expect(retryScheduleText(en, doubling(60_000, 4), 'en')).toContain(
      'up to 4 times: the first retry after 60 seconds',
    );
    expect(retryScheduleText(en, { tries: 1, retry_after_ms: [] }, 'en')).toBe(en.retryOnce);
    // No fixed schedule is left in the page's texts.
    for (const texts of [en, es]) {
      expect(JSON.stringify(texts)).not.toMatch(/30 (seconds|segundos)|8 (times|veces)/);
    }
  });
});
