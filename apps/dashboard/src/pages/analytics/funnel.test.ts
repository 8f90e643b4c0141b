import type { AdminAnalyticsResponse } from '@afterlook/api';
import { describe, expect, it } from 'vitest';
import {
  dailySeries,
  daysBetween,
  formatRate,
  funnelSteps,
  funnelTotals,
  lastDays,
  outcomeSteps,
  splitFunnel,
  topEvents,
} from './funnel.ts';

const data: AdminAnalyticsResponse = {
  from: '2025-03-01',
  to: '2025-03-03',
  time_zone: 'America/Santiago',
  today: '2025-03-03',
  daily: [
    { day: '2025-03-01', form_name: 'ONBOARDING_TIER1', count_type: 'SITE_VISITS', count: 10 },
    { day: '2025-03-01', form_name: 'ONBOARDING_TIER1', count_type: 'FORM_VISITS', count: 8 },
    { day: '2025-03-01', form_name: 'ONBOARDING_TIER1', count_type: 'FORM_SIMULATIONS', count: 4 },
    { day: '2025-03-03', form_name: 'ONBOARDING_TIER1', count_type: 'FORM_SUBMISSIONS', count: 2 },
    { day: '2025-03-03', form_name: 'ONBOARDING_SCAN', count_type: 'SITE_VISITS', count: 10 },
    { day: '2025-03-03', form_name: 'ONBOARDING_SCAN', count_type: 'FORM_VISITS', count: 2 },
  ],
  detailed: [
    {
      day: '2025-03-01',
      form_name: 'ONBOARDING_ADVERTISE',
      count_type: 'FORM_VISITS',
      cta_copy: '3',
      form_version: 'v2',
      device_type: 'mobile',
      count: 5,
    },
    {
      day: '2025-03-02',
      form_name: 'ONBOARDING_ADVERTISE',
      count_type: 'FORM_SUBMISSIONS',
      cta_copy: '3',
      form_version: null,
      device_type: 'mobile',
      count: 1,
    },
    {
      day: '2025-03-02',
      form_name: 'ONBOARDING_ADVERTISE',
      count_type: 'FORM_VISITS',
      cta_copy: null,
      form_version: null,
      device_type: 'desktop',
      count: 7,
    },
  ],
  referral: [
    { day: '2025-03-01', form_name: 'ONBOARDING_TIER1', referrer: 'direct', count: 3 },
    { day: '2025-03-02', form_name: 'ONBOARDING_TIER1', referrer: 'newsletter', count: 4 },
    { day: '2025-03-03', form_name: 'ONBOARDING_SCAN', referrer: 'direct', count: 2 },
  ],
  events: [
    { day: '2025-03-01', name: 'Form Started', count: 3 },
    { day: '2025-03-02', name: 'Form Started', count: 2 },
    { day: '2025-03-02', name: 'Simulation Complete', count: 4 },
    { day: '2025-03-02', name: 'Ad View', count: 5 },
  ],
  unsupported_procedures: [],
  lead_outcomes: { leads: 0, contacted: 0, booked: 0, lost: 0 },
};

describe('the funnel', () => {
  it('adds every form and day into site visits → form visits → simulations → submissions', () => {
    expect(funnelTotals(data.daily)).toEqual({
      SITE_VISITS: 20,
      FORM_VISITS: 10,
      FORM_SIMULATIONS: 4,
      FORM_SUBMISSIONS: 2,
    });
  });

  it('gives each step its rate from the step before and from the site visits', () => {
    const steps = funnelSteps(funnelTotals(data.daily));
    expect(
      steps.map((step) => [step.stage, step.count, step.fromPrevious, step.fromFirst]),
    ).toEqual([
      ['SITE_VISITS', 20, null, null],
      ['FORM_VISITS', 10, 0.5, 0.5],
      ['FORM_SIMULATIONS', 4, 0.4, 0.2],
      ['FORM_SUBMISSIONS', 2, 0.5, 0.1],
    ]);
  });

  it('has no rate (not 0 %, not NaN) where the step before counted nothing', () => {
    const steps = funnelSteps({
      SITE_VISITS: 0,
      FORM_VISITS: 0,
      FORM_SIMULATIONS: 0,
      FORM_SUBMISSIONS: 0,
    });
    expect(steps.every((step) => step.fromPrevious === null && step.fromFirst === null)).toBe(true);
    expect(formatRate(null, 'en')).toBe('—');
  });

  it('formats rates as percentages in the reader’s language', () => {
    expect(formatRate(0.5, 'en')).toBe('50.0%');
    expect(formatRate(0.125, 'es')).toMatch(/^12,5\s?%$/);
  });
});

describe('splits', () => {
  it('splits by form on the daily counters, largest first', () => {
    expect(splitFunnel(data, 'form')).toEqual([
      {
        key: 'ONBOARDING_SCAN',
        counts: { SITE_VISITS: 10, FORM_VISITS: 2, FORM_SIMULATIONS: 0, FORM_SUBMISSIONS: 0 },
      },
      {
        key: 'ONBOARDING_TIER1',
        counts: { SITE_VISITS: 10, FORM_VISITS: 8, FORM_SIMULATIONS: 4, FORM_SUBMISSIONS: 2 },
      },
    ]);
  });

  it('splits by ctaCopy, version and device on the detailed counters, no value last', () => {
    expect(splitFunnel(data, 'ctaCopy').map((row) => [row.key, row.counts.FORM_VISITS])).toEqual([
      [null, 7],
      ['3', 5],
    ]);
    expect(splitFunnel(data, 'ctaCopy')[1]?.counts.FORM_SUBMISSIONS).toBe(1);
    expect(splitFunnel(data, 'formVersion').map((row) => row.key)).toEqual([null, 'v2']);
    expect(splitFunnel(data, 'device').map((row) => [row.key, row.counts.FORM_VISITS])).toEqual([
      ['desktop', 7],
      ['mobile', 5],
    ]);
  });

  it('counts referrers as visits, every form together', () => {
    expect(splitFunnel(data, 'referrer').map((row) => [row.key, row.counts.FORM_VISITS])).toEqual([
      ['direct', 5],
      ['newsletter', 4],
    ]);
  });
});

describe('the chart series', () => {
  it('has one value per day of the range for every stage, 0 on days without counts', () => {
    const series = dailySeries(data);
    expect(series.days).toEqual(['2025-03-01', '2025-03-02', '2025-03-03']);
    expect(series.stages.SITE_VISITS).toEqual([10, 0, 10]);
    expect(series.stages.FORM_SUBMISSIONS).toEqual([0, 0, 2]);
  });

  it('walks calendar days across a month end', () => {
    expect(daysBetween('2025-02-27', '2025-03-02')).toEqual([
      '2025-02-27',
      '2025-02-28',
      '2025-03-01',
      '2025-03-02',
    ]);
    expect(lastDays('2025-03-02', 3)).toEqual({
      from: '2025-02-28',
      to: '2025-03-02',
    });
  });
});

describe('top events', () => {
  it('adds each event’s days and lists the most frequent first', () => {
    expect(topEvents(data.events)).toEqual([
      { name: 'Ad View', count: 5 },
      { name: 'Form Started', count: 5 },
      { name: 'Simulation Complete', count: 4 },
    ]);
    expect(topEvents(data.events, 1)).toHaveLength(1);
  });
});

describe('the funnel past submission (issue 31)', () => {
  it('continues submissions → new leads → contacted → booked, each step over the one before and over the site visits', () => {
    const counts = {
      SITE_VISITS: 200,
      FORM_VISITS: 80,
      FORM_SIMULATIONS: 40,
      FORM_SUBMISSIONS: 20,
    };
    const steps = outcomeSteps({ leads: 16, contacted: 8, booked: 2, lost: 3 }, counts);
    expect(steps).toEqual([
      { stage: 'LEADS', count: 16, fromPrevious: 16 / 20, fromFirst: 16 / 200 },
      { stage: 'LEADS_CONTACTED', count: 8, fromPrevious: 8 / 16, fromFirst: 8 / 200 },
      { stage: 'LEADS_BOOKED', count: 2, fromPrevious: 2 / 8, fromFirst: 2 / 200 },
    ]);
  });

  it('has no rate where the step before counted nothing', () => {
    const none = { SITE_VISITS: 0, FORM_VISITS: 0, FORM_SIMULATIONS: 0, FORM_SUBMISSIONS: 0 };
    expect(
      outcomeSteps({ leads: 0, contacted: 0, booked: 0, lost: 0 }, none).map(
        (step) => step.fromPrevious,
      ),
    ).toEqual([null, null, null]);
  });
});
