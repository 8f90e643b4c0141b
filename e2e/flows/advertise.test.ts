import { headlineForCtaCopy, indefiniteArticle, procedureDisplayName } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY, useServerAndBrowser } from '../support/fixtures.ts';
import { leadDialog, openFlow, problemsOf } from '../support/widget.ts';

/**
 * Whether a computed CSS colour 'rgb(r, g, b)' reads as blue: a blue hue (190–250°),
 * strongly saturated and neither near-black nor pale (the ink colour is a dark navy).
 */
function isBlue(color: string): boolean {
  const [r = 0, g = 0, b = 0] = (color.match(/\d+(\.\d+)?/g) ?? []).map((v) => Number(v) / 255);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const lightness = (max + min) / 2;
  if (max === min) return false;
  const d = max - min;
  const saturation = d / (1 - Math.abs(2 * lightness - 1));
  const h = max === r ? ((g - b) / d) % 6 : max === g ? (b - r) / d + 2 : (r - g) / d + 4;
  const hue = (h * 60 + 360) % 360;
  return hue >= 190 && hue <= 250 && saturation >= 0.8 && lightness >= 0.25 && lightness <= 0.75;
}

const headlineColor = (page: Page) =>
  page.locator('.al-headline').evaluate((element) => getComputedStyle(element).color);

describe('ad flow (/onboarding-advertise) in Debian Chromium', () => {
  const { server, browser } = useServerAndBrowser();
  const open = (
    query: string,
    language: 'en' | 'es' = 'en',
    viewport: 'phone' | 'desktop' = 'phone',
  ) =>
    openFlow(browser(), server(), `/onboarding-advertise?${query}&lang=${language}`, {
      language,
      viewport,
      prefix: 'advertise',
    });

  for (const ctaCopy of ['1', '2', '3', '4', '5', '6', '7', '8', null] as const) {
    it(`starts on 'Select an Image' with the ctaCopy=${ctaCopy ?? '(none)'} headline`, async () => {
      const flow = await open(
        `clinicSdkKey=${DEMO_KEY}&procedure=BREAST_LIFT${ctaCopy ? `&ctaCopy=${ctaCopy}` : ''}`,
      );
      const { page, texts } = flow;
      await page.getByRole('heading', { name: texts.advertise.title }).waitFor();
      await page
        .getByText(
          texts.advertise.text
            .replace('{a}', indefiniteArticle('BREAST_LIFT', 'en'))
            .replace('{procedure}', procedureDisplayName('BREAST_LIFT', 'en')),
        )
        .waitFor();
      await page
        .getByRole('list', { name: texts.model.gridLabel })
        .getByRole('img')
        .first()
        .waitFor();
      const headline = headlineForCtaCopy(ctaCopy, 'BREAST_LIFT', 'en');
      if (headline.text === null) {
        expect(ctaCopy).toBe('2');
        expect(await page.locator('.al-headline').count()).toBe(0);
      } else {
        expect(await page.locator('.al-headline').textContent()).toBe(headline.text);
        // 6: the same words as 5, in blue; every other headline in the ink colour.
        if (ctaCopy === '6') {
          expect(headline.text).toBe(headlineForCtaCopy('5', 'BREAST_LIFT', 'en').text);
        }
        expect(isBlue(await headlineColor(page))).toBe(ctaCopy === '6');
      }
      if (ctaCopy === '6' || ctaCopy === null)
        await flow.shot(`select-image-cta-${ctaCopy ?? 'default'}`);
      expect(flow.outsideRequests).toEqual([]);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();
    });
  }

  it("speaks Spanish: 'Selecciona una imagen' and the blue ctaCopy=6 headline (es, desktop)", async () => {
    const flow = await open(`clinicSdkKey=${DEMO_KEY}&procedure=BBL&ctaCopy=6`, 'es', 'desktop');
    const { page, texts } = flow;
    await page.getByRole('heading', { name: texts.advertise.title }).waitFor();
    expect(await page.locator('.al-headline').textContent()).toBe(
      headlineForCtaCopy('6', 'BBL', 'es').text,
    );
    await page
      .getByRole('list', { name: texts.model.gridLabel })
      .getByRole('img')
      .first()
      .waitFor();
    await flow.shot('select-image-cta-6');
    await flow.close();
  });

  it("says 'Please pass in a procedure in the URL, e.g. ...' without a procedure", async () => {
    const flow = await open(`clinicSdkKey=${DEMO_KEY}`);
    await flow.page
      .getByRole('alert')
      .getByText(flow.texts.errors.adFlowProcedureMissing)
      .waitFor();
    await flow.shot('error-no-procedure');
    await flow.close();
  });

  for (const procedure of ['RHINOPLASTY', 'NOT_A_PROCEDURE']) {
    it(`says 'Your procedure is not supported yet or you passed in an invalid input.' for procedure=${procedure}`, async () => {
      const flow = await open(`clinicSdkKey=${DEMO_KEY}&procedure=${procedure}`);
      await flow.page
        .getByRole('alert')
        .getByText(flow.texts.errors.unsupportedProcedure)
        .waitFor();
      if (procedure === 'RHINOPLASTY') await flow.shot('error-unsupported');
      await flow.close();
    });
  }

  it("says 'Must have a session' without a clinicSdkKey", async () => {
    const flow = await open('procedure=BBL');
    await flow.page.getByRole('alert').getByText(flow.texts.errors.mustHaveSession).waitFor();
    await flow.shot('error-no-session');
    await flow.close();
  });

  it("goes on to the simulation view, whose details form checks 'Name must be at least 3 characters.' and 'Please enter a valid phone number.'", async () => {
    const flow = await open(`clinicSdkKey=${DEMO_KEY}&procedure=BBL&ctaCopy=1`);
    const { page, texts } = flow;
    await page.getByRole('list', { name: texts.model.gridLabel }).getByRole('img').first().click();
    await page.getByRole('heading', { name: texts.result.title }).waitFor();
    const dialog = leadDialog(page);
    await dialog.getByRole('heading', { name: texts.lead.headingResults }).waitFor();
    const submit = dialog.getByRole('button', { name: texts.lead.viewResults });
    // Submit waits for both fields.
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(texts.lead.name, { exact: true }).fill('Al');
    expect(await submit.isDisabled()).toBe(true);
    await dialog.getByLabel(texts.phoneInput.label, { exact: true }).fill('20255');
    expect(await submit.isEnabled()).toBe(true);
    await submit.click();
    await dialog.getByText(texts.validation.detailsNameTooShort).waitFor();
    await dialog.getByText(texts.validation.detailsPhoneInvalid).waitFor();
    await flow.shot('details-validation');
    // 'Try on another model' goes back to 'Select an Image'.
    await dialog.getByRole('button', { name: texts.layout.closeModal }).click();
    await page.getByRole('button', { name: texts.result.tryAnotherModel }).click();
    await page.getByRole('heading', { name: texts.advertise.title }).waitFor();
    await flow.close();
  });
});
