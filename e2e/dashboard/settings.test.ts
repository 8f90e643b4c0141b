import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ClinicSettings } from '@afterlook/api';
import {
  DASHBOARD_MESSAGES,
  interpolate,
  type Language,
  MESSAGES,
  PRACTICE_FACT_TEXTS,
} from '@afterlook/domain';
import type { Browser, Frame, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { launchBrowser, VIEWPORTS } from '../support/browser.ts';
import {
  type DashboardPage,
  inviteLink,
  OWNER_PASSWORD,
  openDashboard,
  setPassword,
} from '../support/dashboard.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  fillOnboardingLead,
  leadDialog,
  openFlow,
  type TestClinic,
  tapProcedure,
  tapRegion,
} from '../support/widget.ts';

/**
 * #D9480F as the widget fills a button with it: a shade darker, so its white label
 * reaches 4.5:1 (apps/widget/src/ui/theme.ts).
 */
const ORANGE_FILL = 'rgb(204, 68, 14)';

/** The colour of the widget's primary button inside the settings preview frame. */
const primaryButtonColor = (frame: Frame) =>
  frame.evaluate(() => {
    const button = document.querySelector('.al-button--primary');
    return button ? getComputedStyle(button).backgroundColor : null;
  });

/**
 * The preview frame, its widget on the area screen with a region chosen, so that its
 * primary button ('Continue') is enabled and painted in the theme colour.
 */
async function previewFrame(page: Page, title: string): Promise<Frame> {
  const element = await page.getByTitle(title).elementHandle();
  const frame = await element?.contentFrame();
  if (!frame) throw new Error('no preview frame');
  await frame.getByRole('heading', { name: MESSAGES.en.area.title }).waitFor();
  await tapRegion(page.frameLocator('iframe.widget-preview'), MESSAGES.en.area.regions.BREAST);
  await frame.getByRole('button', { name: MESSAGES.en.shell.continue, disabled: false }).waitFor();
  return frame;
}

/** A loopback receiver for webhook deliveries (the server runs with WEBHOOK_ALLOW_PRIVATE=1). */
async function startReceiver(): Promise<{
  url: string;
  received: () => number;
  close(): Promise<void>;
}> {
  let count = 0;
  const server: Server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      count += 1;
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/afterlook`,
    received: () => count,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * A new owner of the clinic, signed in through the invite link and the accept-invite
 * page, in a browser context of its own; opens `path` under /dashboard.
 */
async function signedInOwner(
  browser: Browser,
  server: RunningServer,
  clinicId: string,
  email: string,
  {
    language = 'en',
    viewport = 'desktop',
    path,
  }: { language?: Language; viewport?: keyof typeof VIEWPORTS; path: string },
): Promise<DashboardPage> {
  const dashboard = await openDashboard(browser, { language, viewport });
  const { page, texts } = dashboard;
  await page.goto(`${server.url}${await inviteLink(server, clinicId, email)}`);
  await setPassword(page, texts, OWNER_PASSWORD);
  await page.waitForURL((url) => url.pathname === '/dashboard/leads');
  await page.goto(`${server.url}/dashboard${path}`);
  return dashboard;
}

describe("the clinic dashboard's set-up pages, end to end in Debian Chromium", () => {
  let server: RunningServer;
  let browser: Browser;
  let clinic: TestClinic;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let owners = 0;
  /** A fresh owner of the clinic, signed in (each test its own browser context). */
  const owner = (options: {
    language?: Language;
    viewport?: keyof typeof VIEWPORTS;
    path: string;
  }) => {
    owners += 1;
    return signedInOwner(browser, server, clinic.id, `owner${owners}@bella.example`, options);
  };

  beforeAll(async () => {
    [server, browser, receiver] = await Promise.all([
      startServer({ WEBHOOK_ALLOW_PRIVATE: '1', WEBHOOK_RETRY_BASE_MS: '200' }),
      launchBrowser(),
      startReceiver(),
    ]);
    clinic = await createClinicWithAdminKey(server, 'Bella Clinic', [
      '--website',
      'https://bella.example',
      '--theme-color',
      '#7A4DFF',
    ]);
  });
  afterAll(async () => {
    await Promise.all([browser?.close(), server?.stop(), receiver?.close()]);
  });

  it('the funnel counts the visit, the simulation and the submission of a widget flow', async () => {
    const texts = MESSAGES.en;
    const flow = await openFlow(
      browser,
      server,
      `/onboarding-tier1?clinicSdkKey=${encodeURIComponent(clinic.sdkKey)}&lang=en`,
      { prefix: 'dashboard-funnel-widget' },
    );
    const { page } = flow;
    await page.getByRole('heading', { name: texts.area.title }).waitFor();
    await tapRegion(page, texts.area.regions.BREAST);
    await page.getByRole('button', { name: texts.shell.continue }).click();
    await tapProcedure(page, 'BREAST_AUGMENTATION');
    await page.getByRole('button', { name: texts.shell.continue }).click();
    const models = page.getByRole('list', { name: texts.model.gridLabel }).getByRole('img');
    await models.first().waitFor();
    await models.nth(1).click();
    const dialog = leadDialog(page);
    await dialog.getByRole('heading', { name: texts.lead.headingResults }).waitFor();
    await fillOnboardingLead(page, texts, {
      firstName: 'Ana',
      lastName: 'Lee',
      phone: '2025550143',
    });
    await dialog.getByRole('button', { name: texts.lead.viewResults }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>('.al-compare__layer--after img');
        return image?.complete && image.naturalWidth > 0;
      },
      undefined,
      { timeout: 60_000 },
    );

    // The counters are in (the widget sends them as it goes).
    await eventually(
      () =>
        adminGet<{ daily: { count_type: string; count: number }[] }>(
          server,
          clinic.adminKey,
          '/api/v1/admin/analytics',
        ),
      (body) =>
        ['SITE_VISITS', 'FORM_SIMULATIONS', 'FORM_SUBMISSIONS'].every((type) =>
          body.daily.some((row) => row.count_type === type && row.count > 0),
        ),
      20_000,
    );
    await flow.close();

    const dashboard = await owner({ path: '/analytics' });
    const t = DASHBOARD_MESSAGES.en.dashboardAnalytics;
    await dashboard.page.getByRole('heading', { name: t.funnelHeading }).waitFor();
    const count = (stage: string) => dashboard.page.getByTestId(`funnel-${stage}`).textContent();
    expect(await count('SITE_VISITS')).toBe('1');
    expect(await count('FORM_VISITS')).toBe('1');
    expect(await count('FORM_SIMULATIONS')).toBe('1');
    expect(await count('FORM_SUBMISSIONS')).toBe('1');
    // The chart arrives with its own chunk; the split by device has the same flow.
    await dashboard.page.locator('.funnel-chart canvas').first().waitFor();
    await dashboard.page.getByRole('combobox', { name: t.splitBy }).selectOption('device');
    const split = dashboard.page.getByTestId('split-table');
    await expect
      .poll(() => split.getByRole('row').nth(1).textContent())
      .toContain(t.devices.desktop);
    expect(dashboard.pageErrors).toEqual([]);
    await dashboard.close();
  });

  it('the owner changes the theme colour and sees the preview change, before and after saving', async () => {
    const t = DASHBOARD_MESSAGES.en.dashboardSettings;
    const dashboard = await owner({ path: '/settings' });
    const { page } = dashboard;
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    let frame = await previewFrame(page, t.preview.label);
    await expect.poll(() => primaryButtonColor(frame)).toBe('rgb(122, 77, 255)');

    // Typed, not saved: the preview follows at once.
    const field = page.getByLabel(t.fields.theme_color, { exact: true });
    await field.fill('#D9480F');
    await expect.poll(() => primaryButtonColor(frame)).toBe(ORANGE_FILL);
    expect(
      (await adminGet<ClinicSettings>(server, clinic.adminKey, '/api/v1/admin/settings'))
        .theme_color,
    ).toBe('#7A4DFF');

    // Saved: stored, and the reloaded preview (a new widget session) shows it.
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    expect(
      (await adminGet<ClinicSettings>(server, clinic.adminKey, '/api/v1/admin/settings'))
        .theme_color,
    ).toBe('#D9480F');
    frame = await previewFrame(page, t.preview.label);
    await expect.poll(() => primaryButtonColor(frame)).toBe(ORANGE_FILL);

    // The previews counted nothing: the funnel still holds the one visit of the first test.
    const analytics = await adminGet<{ daily: { count_type: string; count: number }[] }>(
      server,
      clinic.adminKey,
      '/api/v1/admin/analytics',
    );
    const visits = analytics.daily.filter((row) => row.count_type === 'SITE_VISITS');
    expect(visits.reduce((sum, row) => sum + row.count, 0)).toBe(1);

    // A field the server refuses is named under that field.
    await page.getByLabel(t.fields.booking_url, { exact: true }).fill('not a link');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText('must be an http(s) URL').waitFor();
    expect(
      await page.getByLabel(t.fields.booking_url, { exact: true }).getAttribute('aria-invalid'),
    ).toBe('true');
    await dashboard.close();
  });

  it('the owner adds Chile to the countries the lead forms take phones from and makes it the default', async () => {
    const t = DASHBOARD_MESSAGES.en.dashboardSettings;
    const dashboard = await owner({ path: '/settings' });
    const { page } = dashboard;
    await page.getByRole('heading', { name: t.heading, level: 1 }).waitFor();
    const phones = page.getByRole('group', { name: t.fields.phone_countries });
    await phones.getByLabel(t.fields.phone_countriesAdd).selectOption('CL');
    await phones.getByRole('listitem').filter({ hasText: 'Chile' }).waitFor();
    await phones.getByLabel(t.fields.phone_default_country, { exact: true }).selectOption('CL');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    const settings = () =>
      adminGet<ClinicSettings>(server, clinic.adminKey, '/api/v1/admin/settings');
    expect((await settings()).phone_countries).toEqual({
      allowed: ['US', 'CL'],
      default_country: 'CL',
    });
    // The last country left cannot be removed: a form always takes some numbers.
    await phones.getByRole('button', { name: 'Remove United States' }).click();
    expect(await phones.getByRole('button', { name: 'Remove Chile' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    expect((await settings()).phone_countries).toEqual({ allowed: ['CL'], default_country: 'CL' });
    expect(dashboard.pageErrors).toEqual([]);
    await dashboard.close();
  });

  it('the owner writes the practice’s address in the settings; both languages of the assistant answer from it, and offer the coordinator for a fact not set', async () => {
    const t = DASHBOARD_MESSAGES.en;
    const address = '1200 Brickell Ave, Suite 400, Miami, FL 33131';
    const dashboard = await owner({ path: '/settings' });
    await dashboard.page
      .getByRole('heading', { name: t.dashboardSettings.heading, level: 1 })
      .waitFor();
    await dashboard.page.getByLabel(t.practiceFacts.label.address, { exact: true }).fill(address);
    await dashboard.page.getByRole('button', { name: t.dashboardSettings.save }).click();
    await dashboard.page
      .getByRole('status')
      .filter({ hasText: t.dashboardSettings.saved })
      .waitFor();
    await dashboard.close();
    expect(
      (await adminGet<ClinicSettings>(server, clinic.adminKey, '/api/v1/admin/settings'))
        .practice_facts,
    ).toEqual({ address });

    for (const [language, where, certified] of [
      ['en', 'where is the clinic?', 'is the surgeon board certified?'],
      ['es', 'donde estan ubicados?', 'el doctor esta certificado?'],
    ] as const) {
      const flow = await openFlow(
        browser,
        server,
        `/onboarding-tier1-chatbot?clinicSdkKey=${clinic.sdkKey}&lang=${language}`,
        { language, prefix: 'practice-facts' },
      );
      const { page, texts } = flow;
      const facts = PRACTICE_FACT_TEXTS[language];
      const input = page.getByRole('textbox');
      await input.fill(where);
      await input.press('Enter');
      await page
        .getByRole('log')
        .getByText(interpolate(facts.answer.address, { value: address }), { exact: true })
        .waitFor({ timeout: 20_000 });
      await input.fill(certified);
      await input.press('Enter');
      await page
        .getByRole('log')
        .getByText(interpolate(facts.notSet, { fact: facts.name.surgeons }), { exact: true })
        .waitFor({ timeout: 20_000 });
      await page
        .getByRole('button', { name: texts.tier1Assistant.replies.coordinator, exact: true })
        .waitFor();
      await flow.shot(`answers-${language}`);
      await expectAxeClean(page);
      await flow.close();
    }
  });

  it('the webhooks page sends a test to the clinic’s receiver and logs its answer', async () => {
    const t = DASHBOARD_MESSAGES.en.dashboardWebhooks;
    const dashboard = await owner({ path: '/webhooks' });
    const { page } = dashboard;
    await page.getByLabel(t.url, { exact: true }).fill(receiver.url);
    await page.getByRole('button', { name: t.save }).click();
    await page.getByRole('status').filter({ hasText: t.saved }).waitFor();
    await page.getByRole('button', { name: t.test }).click();
    await eventually(
      async () => receiver.received(),
      (count) => count >= 1,
    );
    const delivery = page.getByTestId('delivery').filter({ hasText: 'webhook.test' });
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: t.refresh }).click();
          return delivery.getByTestId('attempt-status').first().textContent();
        },
        { timeout: 15_000 },
      )
      .toBe('200');
    await dashboard.close();
  });

  it('the keys page rotates the SDK key and says when the old one stops', async () => {
    const t = DASHBOARD_MESSAGES.en.dashboardKeys;
    const dashboard = await owner({ path: '/keys' });
    const { page } = dashboard;
    page.on('dialog', (dialog) => void dialog.accept());
    await page.getByRole('button', { name: t.rotate }).click();
    await page.getByTestId('key-stops').waitFor();
    const keys = await adminGet<{ keys: { sdk_key: string | null; expires_at: string | null }[] }>(
      server,
      clinic.adminKey,
      '/api/v1/admin/sdk-keys',
    );
    expect(keys.keys).toHaveLength(2);
    const stops = Date.parse(keys.keys.find((key) => key.expires_at)?.expires_at ?? '');
    expect(stops - Date.now()).toBeGreaterThan(2.9 * 86_400_000);
    // The install page's snippet now carries the new key.
    await page.goto(`${server.url}/dashboard/install`);
    const current = keys.keys.find((key) => key.expires_at === null)?.sdk_key ?? '';
    await expect.poll(() => page.getByTestId('snippet').textContent()).toContain(current);
    clinic = { ...clinic, sdkKey: current };
    await dashboard.close();
  });

  const PAGES = ['analytics', 'settings', 'install', 'keys', 'webhooks', 'team'] as const;
  // Both languages and both screens: Spanish on the phone is the tightest fit, English on a
  // desktop the reference; the other two pairings repeat them.
  for (const [language, viewport] of [
    ['en', 'desktop'],
    ['es', 'phone'],
  ] as const) {
    it(`every set-up page is axe clean and pictured (${language}, ${viewport})`, async () => {
      const dashboard = await owner({ language, viewport, path: '/analytics' });
      const { page } = dashboard;
      const t = DASHBOARD_MESSAGES[language];
      const headings = {
        analytics: t.dashboardAnalytics.heading,
        settings: t.dashboardSettings.heading,
        install: t.dashboardInstall.heading,
        keys: t.dashboardKeys.heading,
        webhooks: t.dashboardWebhooks.heading,
        team: t.dashboardTeam.heading,
      };
      for (const name of PAGES) {
        await page.goto(`${server.url}/dashboard/${name}`);
        await page.getByRole('heading', { name: headings[name], level: 1 }).waitFor();
        // Every query of the page answered ('Loading…' gone).
        await page.waitForFunction(() => document.querySelectorAll('.loading').length === 0);
        if (name === 'settings' || name === 'install') {
          await (await page.locator('iframe.widget-preview').elementHandle())
            ?.contentFrame()
            .then((frame) => frame?.waitForSelector('.al-button--primary'));
        }
        if (name === 'analytics') await page.locator('.funnel-chart canvas').first().waitFor();
        // Nothing wider than the screen: wide tables scroll inside their own region.
        expect(await page.evaluate(() => document.documentElement.scrollWidth), name).toBe(
          VIEWPORTS[viewport].width,
        );
        await dashboard.shot(name);
        await expectAxeClean(page);
      }
      expect(dashboard.pageErrors).toEqual([]);
      await dashboard.close();
      // Six pages, each with axe over the page and the widget's frame: a minute or more.
    }, 180_000);
  }
});
