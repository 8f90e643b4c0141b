import type { AdminAnalyticsResponse } from '@afterlook/api';
import { type AnalyticsCountType, addDays } from '@afterlook/domain';

/**
 * The analytics page's numbers out of GET {api}/admin/analytics: the funnel (site
 * visits → form visits → simulations → submissions, then new leads → contacted →
 * booked from the lead statuses) with its conversion rates, the
 * same split by one dimension, one series per stage per day for the chart, and the
 * top product events. Pure: the page and its table read the same rows.
 */

/** The funnel's stages, in order. */
export const FUNNEL_STAGES = [
  'SITE_VISITS',
  'FORM_VISITS',
  'FORM_SIMULATIONS',
  'FORM_SUBMISSIONS',
] as const satisfies readonly AnalyticsCountType[];
export type FunnelStage = (typeof FUNNEL_STAGES)[number];

export type FunnelCounts = Readonly<Record<FunnelStage, number>>;

const zero = (): Record<FunnelStage, number> => ({
  SITE_VISITS: 0,
  FORM_VISITS: 0,
  FORM_SIMULATIONS: 0,
  FORM_SUBMISSIONS: 0,
});

/** part / whole as a fraction, or null when there is nothing to divide by. */
export const rate = (part: number, whole: number): number | null =>
  whole > 0 ? part / whole : null;

export interface FunnelStep {
  readonly stage: FunnelStage;
  readonly count: number;
  /** This stage over the one before it (null for the first stage or an empty previous). */
  readonly fromPrevious: number | null;
  /** This stage over the first stage. */
  readonly fromFirst: number | null;
}

/** The funnel's steps from counts: each with its rate from the step before and from the top. */
export function funnelSteps(counts: FunnelCounts): FunnelStep[] {
  return FUNNEL_STAGES.map((stage, index) => {
    const previous = index > 0 ? FUNNEL_STAGES[index - 1] : undefined;
    return {
      stage,
      count: counts[stage],
      fromPrevious: previous === undefined ? null : rate(counts[stage], counts[previous]),
      fromFirst: index === 0 ? null : rate(counts[stage], counts.SITE_VISITS),
    };
  });
}

/** The funnel past submission: what the clinic's team made of the new leads. */
export const OUTCOME_STAGES = ['LEADS', 'LEADS_CONTACTED', 'LEADS_BOOKED'] as const;
export type OutcomeStage = (typeof OUTCOME_STAGES)[number];

export interface OutcomeStep extends Omit<FunnelStep, 'stage'> {
  readonly stage: OutcomeStage;
}

/**
 * The steps after submissions, from the lead statuses: new leads (over submissions: a
 * returning patient's visit or a test is not a new lead), contacted, booked; each with
 * its rate from the step before and from the site visits.
 */
export function outcomeSteps(
  outcomes: AdminAnalyticsResponse['lead_outcomes'],
  counts: FunnelCounts,
): OutcomeStep[] {
  const values: Record<OutcomeStage, number> = {
    LEADS: outcomes.leads,
    LEADS_CONTACTED: outcomes.contacted,
    LEADS_BOOKED: outcomes.booked,
  };
  let previous = counts.FORM_SUBMISSIONS;
  return OUTCOME_STAGES.map((stage) => {
    const step = {
      stage,
      count: values[stage],
      fromPrevious: rate(values[stage], previous),
      fromFirst: rate(values[stage], counts.SITE_VISITS),
    };
    previous = values[stage];
    return step;
  });
}

type Daily = AdminAnalyticsResponse['daily'];

/** The whole range's funnel (every form together). */
export function funnelTotals(daily: Daily): FunnelCounts {
  const counts = zero();
  for (const row of daily) counts[row.count_type] += row.count;
  return counts;
}

/** What the funnel can be split by. */
export const SPLIT_DIMENSIONS = ['form', 'ctaCopy', 'formVersion', 'device', 'referrer'] as const;
export type SplitDimension = (typeof SPLIT_DIMENSIONS)[number];

/**
 * Which stages a split has numbers for. By form: all four (the daily counters). By
 * ctaCopy, form version and device: from the form visit on (the detailed counters;
 * site visits are counted per browser, not per variant). By referrer: the visit only
 * (the referral counter, once per session).
 */
export const SPLIT_STAGES: Readonly<Record<SplitDimension, readonly FunnelStage[]>> = {
  form: FUNNEL_STAGES,
  ctaCopy: ['FORM_VISITS', 'FORM_SIMULATIONS', 'FORM_SUBMISSIONS'],
  formVersion: ['FORM_VISITS', 'FORM_SIMULATIONS', 'FORM_SUBMISSIONS'],
  device: ['FORM_VISITS', 'FORM_SIMULATIONS', 'FORM_SUBMISSIONS'],
  referrer: ['FORM_VISITS'],
};

/** The detailed counters' column each of their splits reads. */
const DETAILED_COLUMN = {
  ctaCopy: 'cta_copy',
  formVersion: 'form_version',
  device: 'device_type',
} as const;

export interface SplitRow {
  /** The value split on; null where the widget had none (no ctaCopy, no version). */
  readonly key: string | null;
  readonly counts: FunnelCounts;
}

/**
 * The funnel per value of one dimension, largest first by the split's first stage, then
 * by key (no value last).
 */
export function splitFunnel(data: AdminAnalyticsResponse, dimension: SplitDimension): SplitRow[] {
  const rows = new Map<string | null, Record<FunnelStage, number>>();
  const add = (key: string | null, stage: FunnelStage, count: number) => {
    let counts = rows.get(key);
    if (!counts) {
      counts = zero();
      rows.set(key, counts);
    }
    counts[stage] += count;
  };
  switch (dimension) {
    case 'form':
      for (const row of data.daily) add(row.form_name, row.count_type, row.count);
      break;
    case 'ctaCopy':
    case 'formVersion':
    case 'device': {
      const column = DETAILED_COLUMN[dimension];
      for (const row of data.detailed) add(row[column], row.count_type, row.count);
      break;
    }
    case 'referrer':
      for (const row of data.referral) add(row.referrer, 'FORM_VISITS', row.count);
      break;
  }
  const first = SPLIT_STAGES[dimension][0] ?? 'FORM_VISITS';
  return [...rows.entries()]
    .map(([key, counts]) => ({ key, counts }))
    .sort(
      (a, b) =>
        b.counts[first] - a.counts[first] ||
        (a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key)),
    );
}

/** Every calendar day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= end; day += 86_400_000) {
    days.push(new Date(day).toISOString().slice(0, 10));
    if (days.length > 400) break;
  }
  return days;
}

export interface DailySeries {
  readonly days: readonly string[];
  /** Per stage, one count per day (0 where nothing was counted). */
  readonly stages: Readonly<Record<FunnelStage, readonly number[]>>;
}

/** One count per day and stage over the whole range, for the chart. */
export function dailySeries(data: AdminAnalyticsResponse): DailySeries {
  const days = daysBetween(data.from, data.to);
  const index = new Map(days.map((day, i) => [day, i]));
  const stages = Object.fromEntries(
    FUNNEL_STAGES.map((stage) => [stage, days.map(() => 0)]),
  ) as Record<FunnelStage, number[]>;
  for (const row of data.daily) {
    const i = index.get(row.day);
    if (i !== undefined) stages[row.count_type][i] = (stages[row.count_type][i] ?? 0) + row.count;
  }
  return { days, stages };
}

/** The product events counted over the range, most frequent first (then by name). */
export function topEvents(
  events: AdminAnalyticsResponse['events'],
  limit = 10,
): { name: string; count: number }[] {
  const totals = new Map<string, number>();
  for (const row of events) totals.set(row.name, (totals.get(row.name) ?? 0) + row.count);
  return [...totals.entries()]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, limit);
}

/** A fraction as a percentage with one decimal in the reader's language; '—' for none. */
export function formatRate(value: number | null, locale: string): string {
  if (value === null) return '—';
  return new Intl.NumberFormat(locale, {
    style: 'percent',
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}

/** The last `days` days ending `today` (the clinic's today, YYYY-MM-DD). */
export function lastDays(today: string, days: number): { from: string; to: string } {
  return { from: addDays(today, -(days - 1)), to: today };
}
