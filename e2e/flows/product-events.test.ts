import type { AdminAnalyticsResponse } from '@afterlook/api';
import { PRODUCT_EVENT_PROPERTIES } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  fillOnboardingLead,
  leadDialog,
  type OpenFlowOptions,
  openFlow,
  problemsOf,
  type TestClinic,
  tapProcedure,
  tapRegion,
} from '../support/widget.ts';

const MIXPANEL_TOKEN = '0123456789abcdef0123456789abcdef';
/** Mixpanel's ingestion host, answered on the page itself (captureMixpanel). */
const MIXPANEL_ORIGIN = 'https://api-js.mixpanel.com';

interface MixpanelEvent {
  readonly event: string;
  readonly properties: Record<string, unknown>;
}

/**
 * Answers Mixpanel's ingestion host on the page itself (nothing leaves the machine) and
 * records the events sent to it. mixpanel-browser posts `data=<JSON list>` batches.
 */
async function captureMixpanel(page: Page): Promise<MixpanelEvent[]> {
  const events: MixpanelEvent[] = [];
  await page.route(`${MIXPANEL_ORIGIN}/**`, async (route) => {
    const body = new URLSearchParams(route.request().postData() ?? '').get('data');
    if (body) events.push(...(JSON.parse(body) as MixpanelEvent[]));
    await route.fulfill({ status: 200, contentType: 'application/json', body: '{"status":1}' });
  });
  return events;
}

describe('product events: our own store always, the clinic Mixpanel project when it set a token', () => {
  const { server, browser } = useServerAndBrowser();

  /** Tier-1: area → procedure → continue ('Form Started', 'Procedure Selected'). */
  async function chooseProcedure(
    clinic: TestClinic,
    options: Pick<OpenFlowOptions, 'beforeGoto' | 'answeredOrigins'>,
  ) {
    const flow = await openFlow(
      browser(),
      server(),
      `/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=en`,
      { prefix: 'product-events', ...options },
    );
    const { page, texts } = flow;
    await tapRegion(page, texts.area.regions.BUTT);
    await page.getByRole('button', { name: texts.shell.continue }).click();
    await tapProcedure(page, 'BBL');
    await page.getByRole('button', { name: texts.shell.continue }).click();
    await page.getByRole('list', { name: texts.model.gridLabel }).waitFor();
    return flow;
  }

  const storedEvents = async (clinic: TestClinic) =>
    (
      await adminGet<AdminAnalyticsResponse>(server(), clinic.adminKey, '/api/v1/admin/analytics')
    ).events.map((row) => row.name);

  it("sends the named events to Mixpanel (no page views, localStorage) and to our store; the patient's name and phone only to Mixpanel", async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Mixpanel Clinic', [
      '--mixpanel-token',
      MIXPANEL_TOKEN,
    ]);
    let mixpanel: MixpanelEvent[] = [];
    const firstParty: { name: string; properties: Record<string, unknown> }[] = [];
    const flow = await chooseProcedure(clinic, {
      beforeGoto: async (page) => {
        mixpanel = await captureMixpanel(page);
        page.on('request', (request) => {
          if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/v1/events') {
            firstParty.push(request.postDataJSON());
          }
        });
      },
      answeredOrigins: [MIXPANEL_ORIGIN],
    });
    const response = await flow.page.request.get(
      `${server().url}/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}`,
      { headers: { accept: 'text/html' } },
    );
    expect(response.headers()['content-security-policy']).toMatch(
      /connect-src 'self' blob: https:\/\/api-js\.mixpanel\.com/,
    );

    // mixpanel-browser sends in batches (every 5 s by default).
    await eventually(
      async () => mixpanel.map((sent) => sent.event),
      (names) => names.includes('Procedure Selected') && names.includes('Form Started'),
      20_000,
    );

    // The lead: 'User Details Captured' carries the name, phone and a note to the clinic's
    // own project; our store gets the event without them.
    const { page, texts } = flow;
    await page.getByRole('list', { name: texts.model.gridLabel }).getByRole('img').first().click();
    await fillOnboardingLead(page, texts, {
      firstName: 'Rosa',
      lastName: 'Events',
      phone: '2025550188',
    });
    await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
    await leadDialog(page).waitFor({ state: 'detached' });
    const captured = await eventually(
      async () => mixpanel.find((sent) => sent.event === 'User Details Captured'),
      (found) => found !== undefined,
      20_000,
    );
    expect(captured?.properties).toMatchObject({
      [PRODUCT_EVENT_PROPERTIES.clinicName]: 'Mixpanel Clinic',
      [PRODUCT_EVENT_PROPERTIES.procedure]: 'BBL',
      [PRODUCT_EVENT_PROPERTIES.name]: 'Rosa Events',
      [PRODUCT_EVENT_PROPERTIES.phone]: '+12025550188',
      [PRODUCT_EVENT_PROPERTIES.note]: expect.stringContaining('ONBOARDING_TIER1'),
    });
    const ours = firstParty.find((sent) => sent.name === 'User Details Captured');
    expect(ours?.properties).toEqual({
      [PRODUCT_EVENT_PROPERTIES.clinicName]: 'Mixpanel Clinic',
      [PRODUCT_EVENT_PROPERTIES.procedure]: 'BBL',
      [PRODUCT_EVENT_PROPERTIES.note]: expect.stringContaining('BBL'),
    });

    const selected = mixpanel.find((sent) => sent.event === 'Procedure Selected');
    expect(selected?.properties).toMatchObject({
      token: MIXPANEL_TOKEN,
      [PRODUCT_EVENT_PROPERTIES.clinicName]: 'Mixpanel Clinic',
      [PRODUCT_EVENT_PROPERTIES.procedure]: 'BBL',
    });
    expect(mixpanel.some((sent) => sent.event.includes('page_view'))).toBe(false);
    const stored = await flow.page.evaluate(() => Object.keys(localStorage));
    expect(stored).toContain(`mp_${MIXPANEL_TOKEN}_mixpanel`);
    expect(flow.outsideRequests).toEqual([]);
    expect(problemsOf(flow)).toEqual([]);
    await flow.close();

    const names = await eventually(
      () => storedEvents(clinic),
      (list) => list.includes('Procedure Selected'),
    );
    expect(names).toEqual(
      expect.arrayContaining([
        'Form Started',
        'Procedure Selected',
        'User Details Captured',
        'Form Submitted',
      ]),
    );
  });

  it('without a token: no Mixpanel code and no call to it; the page answers as for an unknown key', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Private Clinic');
    const scripts: string[] = [];
    const flow = await chooseProcedure(clinic, {
      beforeGoto: async (page) => {
        page.on('request', (request) => {
          if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
        });
      },
    });
    const response = await flow.page.request.get(
      `${server().url}/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}`,
      { headers: { accept: 'text/html' } },
    );
    // Whether a clinic has a token is not told by its page (no key oracle): its CSP is
    // an unknown key's; what matters is that no Mixpanel code loads and nothing is sent.
    const unknown = await flow.page.request.get(
      `${server().url}/onboarding-tier1?clinicSdkKey=no-such-clinic-key`,
      { headers: { accept: 'text/html' } },
    );
    expect(response.headers()['content-security-policy']).toBe(
      unknown.headers()['content-security-policy'],
    );
    expect(scripts.some((path) => path.includes('mixpanel'))).toBe(false);
    expect(flow.outsideRequests).toEqual([]);
    await flow.close();
    expect(
      await eventually(
        () => storedEvents(clinic),
        (list) => list.includes('Procedure Selected'),
      ),
    ).toContain('Form Started');
  });
});
