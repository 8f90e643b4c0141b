import type { WebhookRetrySchedule } from '@afterlook/api';
import { interpolate, type Language } from '@afterlook/domain';

/** The webhooks page's texts this needs (domain dashboardWebhooks). */
interface ScheduleTexts {
  readonly retrySchedule: string;
  readonly retryOnce: string;
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A wait as the language says it, in the unit that reads best: "30 seconds", "64 minutes". */
export function formatWait(language: Language, ms: number): string {
  const [value, unit] =
    ms < 2 * MINUTE
      ? [ms / SECOND, 'second']
      : ms < 2 * HOUR
        ? [Math.round(ms / MINUTE), 'minute']
        : [ms / HOUR, 'hour'];
  return new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}

/**
 * How the server retries a failed delivery, in words: from the schedule it runs
 * (GET /admin/webhook-deliveries, retry_schedule), never a number written in the page.
 */
export function retryScheduleText(
  texts: ScheduleTexts,
  schedule: WebhookRetrySchedule,
  language: Language,
): string {
  const [first] = schedule.retry_after_ms;
  if (first === undefined) return texts.retryOnce;
  const last = schedule.retry_after_ms.reduce((sum, wait) => sum + wait, 0);
  return interpolate(texts.retrySchedule, {
    tries: schedule.tries,
    first: formatWait(language, first),
    last: formatWait(language, last),
  });
}
