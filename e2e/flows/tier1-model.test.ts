import {
  implantSizeForDisplay,
  indefiniteArticle,
  middleIndex,
  procedureDisplayName,
} from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY, useServerAndBrowser } from '../support/fixtures.ts';
import {
  fillOnboardingLead,
  leadDialog,
  openFlow,
  problemsOf,
  tapProcedure,
  tapRegion,
} from '../support/widget.ts';

describe('tier-1 flow with a sample model, end to end in Debian Chromium', () => {
  const { server, browser } = useServerAndBrowser();

  for (const { language, viewport } of [
    { language: 'en', viewport: 'phone' },
    { language: 'es', viewport: 'desktop' },
  ] as const) {
    it(`area → breast augmentation → model → spinner → lead → result with both sliders → 'Try on another model' (${language}, ${viewport})`, async () => {
      const flow = await openFlow(
        browser(),
        server(),
        `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=${language}`,
        { language, viewport, prefix: 'tier1-model' },
      );
      const { page, texts } = flow;
      const procedureName = procedureDisplayName('BREAST_AUGMENTATION', language);

      // 1. Select area of interest.
      await page.getByRole('heading', { name: texts.area.title }).waitFor();
      await tapRegion(page, texts.area.regions.BREAST);
      await page.getByText(texts.area.aiAvailable).waitFor();
      await flow.shot('1-area');
      await page.getByRole('button', { name: texts.shell.continue }).click();

      // 2. Select procedure (an AI one).
      await page.getByRole('heading', { name: texts.procedure.title }).waitFor();
      await tapProcedure(page, 'BREAST_AUGMENTATION');
      await flow.shot('2-procedure');
      await page.getByRole('button', { name: texts.shell.continue }).click();

      // 3. Select model: 'Visualize a {procedure}', three sample models.
      const modelTitle = texts.procedure.visualizeTitle
        .replace('{a}', indefiniteArticle('BREAST_AUGMENTATION', language))
        .replace('{procedure}', procedureName);
      await page.getByRole('heading', { name: modelTitle }).waitFor();
      const models = page.getByRole('list', { name: texts.model.gridLabel }).getByRole('img');
      await models.first().waitFor();
      expect(await models.count()).toBe(3);
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('.al-models__image')].every(
          (image) => image.complete && image.naturalWidth > 0,
        ),
      );
      await flow.shot('3-model');
      await models.nth(1).click();

      // 8. Simulation view: the spinner while the result is pending, back disabled.
      await page.getByRole('heading', { name: texts.result.title }).waitFor();
      // The lead modal opens at once, over the spinner.
      const dialog = leadDialog(page);
      await dialog.getByRole('heading', { name: texts.lead.headingResults }).waitFor();
      await flow.shot('4-lead-modal');

      // The lead form's rules (docs/product/validation.md): names trimmed 2–20, a US phone over 10 characters.
      const submit = dialog.getByRole('button', { name: texts.lead.viewResults });
      await fillOnboardingLead(page, texts, {
        firstName: ' A ',
        lastName: 'x'.repeat(21),
        phone: '202555',
      });
      expect(await submit.isDisabled()).toBe(true);
      await dialog.getByLabel(texts.phoneInput.label, { exact: true }).fill('2025550143');
      expect(await submit.isEnabled()).toBe(true);
      await submit.click();
      await dialog.getByText(texts.validation.firstNameLength).waitFor();
      await dialog.getByText(texts.validation.lastNameLength).waitFor();
      expect(await dialog.getByLabel(texts.phoneInput.label, { exact: true }).inputValue()).toBe(
        '+1 202 555 0143',
      );
      await flow.shot('5-lead-validation');

      await fillOnboardingLead(page, texts, {
        firstName: '  Ana ',
        lastName: 'García López',
        phone: '2025550143',
      });
      await submit.click();
      await dialog.waitFor({ state: 'detached' });
      // Submitted: no 'Failed to submit form. Please try again.'
      expect(await page.getByText(texts.errors.submitFailed).count()).toBe(0);

      // The result: the compare slider and the adjustment slider on the middle image.
      const after = page.getByRole('img', {
        name: texts.result.afterAlt
          .replace('{a}', indefiniteArticle('BREAST_AUGMENTATION', language))
          .replace('{procedure}', procedureName),
      });
      await after.waitFor({ timeout: 45_000 });
      // The after image is no longer veiled once the details are in.
      expect(await page.getByText(texts.result.locked).count()).toBe(0);
      const divider = page.getByRole('slider', { name: texts.result.dividerLabel });
      expect(await divider.getAttribute('aria-valuenow')).toBe('50');
      const adjust = page.getByRole('slider', { name: texts.result.adjust.implantSize });
      const max = Number(await adjust.getAttribute('max'));
      expect(max).toBeGreaterThanOrEqual(1);
      expect(Number(await adjust.inputValue())).toBe(middleIndex(max + 1));
      const sizeText = (await adjust.getAttribute('aria-valuetext')) ?? '';
      const cc = Number(/^(\d+) cc$/.exec(sizeText)?.[1]);
      expect(cc % 25).toBe(0);
      expect(implantSizeForDisplay(cc)).toBe(cc);
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.al-compare__layer--after img');
        return image?.complete && image.naturalWidth > 0;
      });
      await flow.shot('6-result');

      // The adjustment moves through the series: another implant size, still a multiple of 25.
      await adjust.focus();
      await page.keyboard.press('End');
      expect(Number(await adjust.inputValue())).toBe(max);
      const largest = Number(
        /^(\d+) cc$/.exec((await adjust.getAttribute('aria-valuetext')) ?? '')?.[1],
      );
      expect(largest % 25).toBe(0);
      expect(largest).toBeGreaterThan(cc);
      // The divider: End shows the whole after image (only the After label).
      await divider.focus();
      await page.keyboard.press('End');
      expect(await divider.getAttribute('aria-valuenow')).toBe('100');
      await page.getByText(texts.result.after, { exact: true }).waitFor();
      expect(await page.getByText(texts.result.before, { exact: true }).count()).toBe(0);

      // 'Try on another model' returns to the model screen; the lead is not asked again.
      await page.getByRole('button', { name: texts.result.tryAnotherModel }).click();
      await page.getByRole('heading', { name: modelTitle }).waitFor();
      await models.first().click();
      await page.getByRole('heading', { name: texts.result.title }).waitFor();
      await after.waitFor({ timeout: 45_000 });
      expect(await leadDialog(page).count()).toBe(0);
      expect(flow.outsideRequests).toEqual([]);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();
    });
  }
});
