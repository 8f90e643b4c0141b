import type { AdminAnalyticsResponse } from '@afterlook/api';
import { MESSAGES } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  type TestClinic,
} from '../support/widget.ts';

const ANALYTICS_PATHS = [
  '/api/v1/daily-analytics',
  '/api/v1/daily-detailed-analytics',
  '/api/v1/referral-daily-analytics',
];

/** The clinic's counters for the tier-1 form, as the admin analytics API reports them. */
interface Counters {
  readonly siteVisits: number;
  readonly formVisits: number;
  readonly referral: number;
  readonly detailed: number;
}

const sum = (rows: readonly { count: number }[]) =>
  rows.reduce((total, row) => total + row.count, 0);

describe('analytics once-only guards (docs/product/state-machines.md#analytics-once-only-guards), counted by the real server', () => {
  const { server, browser } = useServerAndBrowser();

  const counters = async (clinic: TestClinic): Promise<Counters> => {
    const body = await adminGet<AdminAnalyticsResponse>(
      server(),
      clinic.adminKey,
      '/api/v1/admin/analytics',
    );
    const daily = (type: string) => body.daily.filter((row) => row.count_type === type);
    return {
      siteVisits: sum(daily('SITE_VISITS')),
      formVisits: sum(daily('FORM_VISITS').filter((row) => row.form_name === 'ONBOARDING_TIER1')),
      referral: sum(body.referral.filter((row) => row.referrer === 'clinic-newsletter')),
      detailed: sum(body.detailed.filter((row) => row.cta_copy === '3')),
    };
  };

  /** Analytics calls a page makes (the calls of docs/product/api.md#analytics the guards decide on). */
  const recordAnalyticsCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && ANALYTICS_PATHS.includes(path)) calls.push(path);
    });
    return calls;
  };

  /** Opens (or reloads) the flow and waits until it has settled: area screen shown, network idle. */
  const visit = async (page: Page, clinic: TestClinic, how: 'goto' | 'reload' = 'goto') => {
    if (how === 'reload') await page.reload();
    else
      await page.goto(
        `${server().url}/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=en&referrer=clinic-newsletter&ctaCopy=3`,
      );
    await page.getByRole('heading', { name: MESSAGES.en.area.title }).waitFor();
    await page.waitForLoadState('networkidle');
  };

  it('reloading the page does not double the daily counters, the referral or the detailed visit', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Reload Clinic');
    const tab = await openPage(browser());
    const calls = recordAnalyticsCalls(tab.page);
    await visit(tab.page, clinic);
    const first = await eventually(
      () => counters(clinic),
      (c) => c.siteVisits === 1 && c.formVisits === 1 && c.referral === 1 && c.detailed === 1,
    );
    expect(first).toEqual({ siteVisits: 1, formVisits: 1, referral: 1, detailed: 1 });
    expect(calls).toHaveLength(4);

    await visit(tab.page, clinic, 'reload');
    await visit(tab.page, clinic, 'reload');
    expect(calls).toHaveLength(4);
    expect(await counters(clinic)).toEqual(first);
    await tab.close();
  });

  it('a new session (a new tab) counts the referral and the detailed visit again, but not the daily counters', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'New Session Clinic');
    const tab = await openPage(browser());
    await visit(tab.page, clinic);
    await eventually(
      () => counters(clinic),
      (c) => c.referral === 1,
    );
    // Same browser (local storage), new session (session storage): a second tab.
    const second = await tab.page.context().newPage();
    const calls = recordAnalyticsCalls(second);
    await visit(second, clinic);
    const after = await eventually(
      () => counters(clinic),
      (c) => c.referral === 2 && c.detailed === 2,
    );
    expect(after).toEqual({ siteVisits: 1, formVisits: 1, referral: 2, detailed: 2 });
    expect(calls.sort()).toEqual([
      '/api/v1/daily-detailed-analytics',
      '/api/v1/referral-daily-analytics',
    ]);
    await tab.close();
  });

  it('a new browser (a new context) counts everything again', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'New Browser Clinic');
    for (let visitor = 1; visitor <= 2; visitor += 1) {
      const tab = await openPage(browser());
      await visit(tab.page, clinic);
      await eventually(
        () => counters(clinic),
        (c) => c.siteVisits === visitor,
      );
      await tab.close();
    }
    expect(await counters(clinic)).toEqual({
      siteVisits: 2,
      formVisits: 2,
      referral: 2,
      detailed: 2,
    });
  });
});
