import { MESSAGES, procedureDisplayName } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoSeriousViolations } from '../support/accessibility.ts';
import { openPage, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { DEMO_KEY, useServerAndBrowser } from '../support/fixtures.ts';
import { createClinicWithAdminKey, tapProcedure, tapRegion } from '../support/widget.ts';

const en = MESSAGES.en;
const es = MESSAGES.es;

describe('tier-1 flow, first two screens, in Debian Chromium', () => {
  const { server, browser } = useServerAndBrowser();

  async function open(path: string, viewport: keyof typeof VIEWPORTS = 'desktop') {
    const guarded = await openPage(browser(), { viewport: VIEWPORTS[viewport] });
    await guarded.page.goto(`${server().url}${path}`);
    return guarded;
  }

  /** A region of the front figure; a click lands on its first shape (an arm, a leg), as a finger would. */
  const region = (page: Page, label: string) =>
    page.getByRole('checkbox', { name: label, exact: true }).first();

  it('shows "Incorrect form name" for an unknown path', async () => {
    const { page, close } = await open(`/onboarding-nope?clinicSdkKey=${DEMO_KEY}`);
    await page.getByText(en.shell.incorrectFormName).waitFor();
    await close();
  });

  it('shows "Check your Clinic SDK Key" for a key the server does not know', async () => {
    const { page, close } = await open('/onboarding-tier1?clinicSdkKey=wrong-key');
    await page.getByText(en.shell.checkSdkKey).waitFor();
    await saveScreenshot(page, 'shell-bad-key-desktop-en');
    await close();
  });

  it('walks area → procedure → back, keeping the chosen area, with no outside request', async () => {
    const { page, outsideRequests, close } = await open(
      `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=en`,
    );
    await page.getByRole('heading', { name: en.area.title }).waitFor();
    const continueButton = page.getByRole('button', { name: en.shell.continue });
    expect(await continueButton.isDisabled()).toBe(true);

    await tapRegion(page, en.area.regions.BREAST);
    await page.getByText(en.area.aiAvailable).waitFor();
    expect(await continueButton.isEnabled()).toBe(true);
    await continueButton.click();

    await page.getByRole('heading', { name: en.procedure.title }).waitFor();
    await page.getByText(en.procedure.hint).waitFor();
    const augmentation = page.getByRole('radio', {
      name: new RegExp(`^${procedureDisplayName('BREAST_AUGMENTATION', 'en')}`),
    });
    const next = page.getByRole('button', { name: en.shell.continue });
    expect(await next.isDisabled()).toBe(true);
    await tapProcedure(page, 'BREAST_AUGMENTATION');
    expect(await augmentation.isChecked()).toBe(true);
    expect(await next.isEnabled()).toBe(true);

    await page.getByRole('button', { name: en.layout.back }).click();
    await page.getByRole('heading', { name: en.area.title }).waitFor();
    expect(await region(page, en.area.regions.BREAST).getAttribute('aria-checked')).toBe('true');
    expect(outsideRequests).toEqual([]);
    await close();
  });

  /** A tap on a disabled region (Playwright would wait for it to be enabled; a finger does not). */
  const tapDisabled = (page: Page, label: string) =>
    region(page, label).locator('path.al-figure__shape').first().click({ force: true });

  it('says the clinic offers nothing for an area it offers no procedure under, and keeps Continue off', async () => {
    const created = JSON.parse(
      await server().cli([
        'create',
        '--name',
        'Body Only Clinic',
        '--procedures',
        'BBL,TUMMY_TUCK',
      ]),
    ) as { sdk_key: string };
    const { page, close } = await open(`/onboarding-tier1?clinicSdkKey=${created.sdk_key}`);
    await page.getByRole('heading', { name: en.area.title }).waitFor();
    await tapDisabled(page, en.area.regions.FACE);
    await page
      .getByRole('status')
      .getByText(
        en.area.nothingOffered
          .replace('{clinic}', 'Body Only Clinic')
          .replace('{area}', en.area.regions.FACE),
      )
      .waitFor();
    expect(await page.getByRole('button', { name: en.shell.continue }).isDisabled()).toBe(true);
    await saveScreenshot(page, 'tier1-area-clinic-offers-none-desktop-en');
    await close();
  });

  it('a clinic offering botox, dermal fillers, lip filler and implants finds all of them; an area with none is disabled and says why', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Injectables Clinic', [
      '--procedures',
      'LIP_FILLER,DERMAL_FILLERS,BOTOX_INJECTIONS,BREAST_AUGMENTATION',
    ]);
    const { page, close } = await open(`/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=en`);
    await page.getByRole('heading', { name: en.area.title }).waitFor();
    const legs = region(page, en.area.regions.LEGS);
    expect(await legs.getAttribute('aria-disabled')).toBe('true');
    await tapDisabled(page, en.area.regions.LEGS);
    await page
      .getByRole('status')
      .getByText(
        en.area.nothingOffered
          .replace('{clinic}', 'Injectables Clinic')
          .replace('{area}', en.area.regions.LEGS),
      )
      .waitFor();
    expect(await legs.getAttribute('aria-checked')).toBe('false');
    await saveScreenshot(page, 'tier1-area-nothing-offered-desktop-en');

    await tapRegion(page, en.area.regions.FACE);
    await page.getByText(en.area.aiAvailable).waitFor();
    await page.getByRole('button', { name: en.shell.continue }).click();
    await page.getByRole('heading', { name: en.procedure.title }).waitFor();
    for (const procedure of ['BOTOX_INJECTIONS', 'DERMAL_FILLERS', 'LIP_FILLER'] as const) {
      await page.locator(`label[data-procedure="${procedure}"]`).waitFor();
    }
    await close();
  });

  it('speaks Spanish with lang=es', async () => {
    const { page, close } = await open(`/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=es`);
    await page.getByRole('heading', { name: es.area.title }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('es');
    await tapRegion(page, es.area.regions.ARMS);
    await page.getByText(es.area.aiUnavailable).waitFor();
    await close();
  });

  it('the demo page, installed with the snippet, hears ready and the chosen procedure', async () => {
    const { page, close } = await open('/demo');
    const log = page.locator('#message-log');
    await log.getByText('ready').waitFor();
    const widget = page.frameLocator('iframe');
    await tapRegion(widget, en.area.regions.TORSO);
    await widget.getByRole('button', { name: en.shell.continue }).click();
    await tapProcedure(widget, 'TUMMY_TUCK');
    await log.getByText('procedureSelected').waitFor();
    expect(await log.textContent()).toContain('TUMMY_TUCK');
    await close();
  });

  for (const language of ['en', 'es'] as const) {
    for (const viewport of ['phone', 'desktop'] as const) {
      it(`looks finished and has no serious accessibility violation (${language}, ${viewport})`, async () => {
        const texts = MESSAGES[language];
        const { page, close } = await open(
          `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=${language}`,
          viewport,
        );
        await page.getByRole('heading', { name: texts.area.title }).waitFor();
        await tapRegion(page, texts.area.regions.BREAST);
        await expectNoSeriousViolations(page);
        await saveScreenshot(page, `tier1-area-${viewport}-${language}`);

        await page.getByRole('button', { name: texts.shell.continue }).click();
        await page.getByRole('heading', { name: texts.procedure.title }).waitFor();
        await tapProcedure(page, 'BREAST_LIFT');
        await expectNoSeriousViolations(page);
        await saveScreenshot(page, `tier1-procedure-${viewport}-${language}`);
        await close();
      });
    }
  }
});
