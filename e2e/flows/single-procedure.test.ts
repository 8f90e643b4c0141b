import { indefiniteArticle, procedureDisplayName } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY, useServerAndBrowser } from '../support/fixtures.ts';
import {
  type FlowPage,
  type OpenFlowOptions,
  openFlow,
  problemsOf,
  serveJson,
} from '../support/widget.ts';

type ConfigServer = Awaited<ReturnType<typeof serveJson>>;

/** The widget's own words on why it used (or did not use) the config document. */
function recordConfigWarnings(page: Page, warnings: string[]) {
  page.on('console', (message) => {
    if (message.text().startsWith('AfterLook: the form config')) warnings.push(message.text());
  });
}

/** A clinic's form config document (docs/product/entities.md 'Form config'). */
const VALID_CONFIG = {
  type: 'single-procedure',
  procedure: 'TUMMY_TUCK',
  landingTitle: 'Your flatter tummy, previewed',
  landingSubtitle: 'A two-minute preview by Demo Aesthetic Clinic.',
  showScan: false,
  copyOverrides: { magicLine: 'Quick, private and free', simulateButton: 'Show me' },
};
/** Not a config of the right type: the default BBL config is used. */
const INVALID_CONFIG = { type: 'chatbot', procedure: 'TUMMY_TUCK', landingTitle: 'Never shown' };

describe('single-procedure flow (/onboarding-single-procedure) in Debian Chromium', () => {
  const { server, browser } = useServerAndBrowser();
  let valid: ConfigServer;
  let invalid: ConfigServer;
  beforeAll(async () => {
    [valid, invalid] = await Promise.all([serveJson(VALID_CONFIG), serveJson(INVALID_CONFIG)]);
  });
  afterAll(async () => {
    await Promise.all([valid?.close(), invalid?.close()]);
  });

  const open = (
    query: string,
    { language = 'en', viewport = 'phone', beforeGoto }: OpenFlowOptions = {},
  ) =>
    openFlow(
      browser(),
      server(),
      `/onboarding-single-procedure?clinicSdkKey=${DEMO_KEY}&lang=${language}${query}`,
      { language, viewport, prefix: 'single-procedure', ...(beforeGoto ? { beforeGoto } : {}) },
    );

  /** The BBL default landing: title, three steps, the magic line and 'Simulate Now'. */
  async function expectBblDefaultLanding(flow: FlowPage) {
    const { page, texts } = flow;
    const bbl = procedureDisplayName('BBL', flow.language);
    await page
      .getByRole('heading', {
        name: texts.singleProcedure.landingTitle.replace('{procedure}', bbl),
      })
      .waitFor();
    const steps = page.getByRole('list', { name: texts.singleProcedure.stepsLabel });
    expect(await steps.getByRole('listitem').allTextContents()).toEqual([
      `1${texts.singleProcedure.steps.upload}`,
      `2${texts.singleProcedure.steps.simulate}`,
      `3${texts.singleProcedure.steps.explore}`,
    ]);
    await page.getByText(texts.singleProcedure.magicLine, { exact: true }).waitFor();
    await page.getByRole('button', { name: texts.singleProcedure.simulateButton }).waitFor();
  }

  for (const { language, viewport } of [
    { language: 'en', viewport: 'phone' },
    { language: 'es', viewport: 'desktop' },
  ] as const) {
    it(`without a configUrl: 'Visualize Your Dream BBL' → 'Simulate Now' → models → method offers scan and upload (${language}, ${viewport})`, async () => {
      const flow = await open('', { language, viewport });
      const { page, texts } = flow;
      await expectBblDefaultLanding(flow);
      // The before/after example: the first sample model and its simulation.
      await page
        .getByRole('region', { name: texts.singleProcedure.exampleLabel })
        .getByRole('slider', { name: texts.result.dividerLabel })
        .waitFor({ timeout: 45_000 });
      await flow.shot('1-landing');

      await page.getByRole('button', { name: texts.singleProcedure.simulateButton }).click();
      await page
        .getByText(
          texts.model.singleProcedureText
            .replace('{a}', indefiniteArticle('BBL', language))
            .replace('{procedure}', procedureDisplayName('BBL', language)),
        )
        .waitFor();
      await page
        .getByRole('list', { name: texts.model.gridLabel })
        .getByRole('img')
        .first()
        .waitFor();
      await flow.shot('2-model');
      await page.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
      await page.getByRole('heading', { name: texts.upload.methodTitle }).waitFor();
      await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodScan}`) }).waitFor();
      await page
        .getByRole('button', { name: new RegExp(`^${texts.upload.methodUpload}`) })
        .waitFor();
      await flow.shot('3-method');
      expect(flow.outsideRequests).toEqual([]);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();
    });
  }

  /**
   * A configUrl on the widget's own origin whose document comes from the tiny config
   * server: a page route forwards the request to it, as a clinic's reverse proxy would.
   */
  const SAME_ORIGIN_CONFIG = '/clinic-config/form-config.json';
  const openWithSameOriginConfig = (configServer: ConfigServer, warnings: string[]) =>
    open(`&configUrl=${encodeURIComponent(`${server().url}${SAME_ORIGIN_CONFIG}`)}`, {
      beforeGoto: (page) => {
        recordConfigWarnings(page, warnings);
        return page.route(`**${SAME_ORIGIN_CONFIG}`, async (route) =>
          route.fulfill({ response: await route.fetch({ url: configServer.url }) }),
        );
      },
    });

  it('with a valid config from configUrl: its landing copy, its procedure, and no scan', async () => {
    const warnings: string[] = [];
    const flow = await openWithSameOriginConfig(valid, warnings);
    const { page, texts } = flow;
    await page.getByRole('heading', { name: VALID_CONFIG.landingTitle }).waitFor();
    await page.getByText(VALID_CONFIG.landingSubtitle).waitFor();
    await page.getByText(VALID_CONFIG.copyOverrides.magicLine, { exact: true }).waitFor();
    // Steps without an override keep the catalog's words.
    await page.getByText(texts.singleProcedure.steps.upload, { exact: true }).waitFor();
    expect(valid.requests()).toBeGreaterThanOrEqual(1);
    expect(warnings).toEqual([]);
    await flow.shot('config-landing');

    await page.getByRole('button', { name: VALID_CONFIG.copyOverrides.simulateButton }).click();
    await page
      .getByText(
        texts.model.singleProcedureText
          .replace('{a}', indefiniteArticle('TUMMY_TUCK', 'en'))
          .replace('{procedure}', procedureDisplayName('TUMMY_TUCK', 'en')),
      )
      .waitFor();
    // No scan offered: 'Upload your own' goes straight to 'Upload a photo', no method choice.
    await page.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
    await page.getByRole('heading', { name: texts.upload.title }).waitFor();
    expect(await page.getByRole('heading', { name: texts.upload.methodTitle }).count()).toBe(0);
    // Back from the upload goes to the models, not to a method choice.
    await page.getByRole('button', { name: texts.layout.back }).click();
    await page.getByRole('list', { name: texts.model.gridLabel }).waitFor();
    await flow.shot('config-models-no-scan');
    await flow.close();
  });

  it('with an invalid config from configUrl: falls back to the BBL default', async () => {
    const warnings: string[] = [];
    const flow = await openWithSameOriginConfig(invalid, warnings);
    await expectBblDefaultLanding(flow);
    expect(invalid.requests()).toBeGreaterThanOrEqual(1);
    // The default because the document is not a config of the right type, not because it did not load.
    expect(warnings).toEqual([expect.stringMatching(/^AfterLook: the form config is not valid/)]);
    expect(await flow.page.getByText(INVALID_CONFIG.landingTitle).count()).toBe(0);
    await flow.close();
  });

  // Regression: the widget page's CSP was `connect-src 'self'`, so a config on the clinic's
  // own site (another origin, the usual case) was refused and the BBL default showed.
  it("with a valid config on another origin (the clinic's site): its landing copy", async () => {
    const warnings: string[] = [];
    const flow = await open(`&configUrl=${encodeURIComponent(valid.url)}`, {
      beforeGoto: async (page) => recordConfigWarnings(page, warnings),
    });
    const { page, texts } = flow;
    try {
      await page
        .getByRole('heading', { name: VALID_CONFIG.landingTitle })
        .or(
          page.getByRole('heading', {
            name: texts.singleProcedure.landingTitle.replace('{procedure}', 'BBL'),
          }),
        )
        .waitFor();
      expect(warnings).toEqual([]);
      expect(await page.getByRole('heading', { name: VALID_CONFIG.landingTitle }).count()).toBe(1);
    } finally {
      await flow.close();
    }
  });
});
