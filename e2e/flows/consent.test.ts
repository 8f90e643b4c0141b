import { join } from 'node:path';
import { CONSENT_VERSION, interpolate } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { screenshotDir } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  createClinicWithAdminKey,
  eventually,
  fillOnboardingLead,
  leadDialog,
  leadsOf,
  openFlow,
  personPhotoJpeg,
  problemsOf,
} from '../support/widget.ts';

describe('consent and honesty: the consent line, the privacy policy, the result disclaimer (real server, Chromium, 390×844)', () => {
  const { server, browser } = useServerAndBrowser();

  for (const language of ['en', 'es'] as const) {
    it(`the consent line before scan and upload links /privacy; the lead stores it; the result says it is an illustration (${language})`, async () => {
      // Listing an origin keeps the 'no origins' notice for clinics away from the screens.
      const clinic = await createClinicWithAdminKey(server(), 'Consent Clinic', [
        '--origins',
        'https://consent-clinic.example',
      ]);
      const flow = await openFlow(
        browser(),
        server(),
        `/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=${language}&procedure=BREAST_AUGMENTATION`,
        { language, viewport: 'phone', prefix: 'consent' },
      );
      const { page, texts } = flow;
      const consentLine = page.getByText(
        interpolate(texts.consent.line, { clinic: 'Consent Clinic' }),
      );
      const privacyLink = page.getByRole('link', { name: texts.consent.privacyLink });

      // Before the scan: the line above the instructions' Continue.
      await page
        .getByRole('list', { name: texts.model.gridLabel })
        .getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) })
        .click();
      await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodScan}`) }).click();
      await page.getByRole('heading', { name: texts.scanScreens.instructions.title }).waitFor();
      await consentLine.waitFor();
      await flow.shot('scan-instructions');
      await expectAxeClean(page);
      await page.getByRole('button', { name: texts.layout.back }).click();

      // Before the upload: the line above 'Upload photos', its link opens the policy.
      await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodUpload}`) }).click();
      await page.getByRole('heading', { name: texts.upload.title }).waitFor();
      await consentLine.waitFor();
      await flow.shot('upload');
      await expectAxeClean(page);
      const [policy] = await Promise.all([
        page.context().waitForEvent('page'),
        privacyLink.click(),
      ]);
      await policy.waitForLoadState();
      expect(new URL(policy.url()).pathname + new URL(policy.url()).search).toBe(
        `/privacy?lang=${language}`,
      );
      expect(await policy.locator('html').getAttribute('lang')).toBe(language);
      expect(await policy.getByRole('heading', { level: 1 }).textContent()).toBe(
        language === 'en' ? 'Privacy policy' : 'Política de privacidad',
      );
      await policy.close();

      await page.locator('input[type=file]').setInputFiles({
        name: 'me.jpeg',
        mimeType: 'image/jpeg',
        buffer: await personPhotoJpeg(),
      });
      await page.getByRole('status').getByText(texts.upload.completed).waitFor();
      await page.getByRole('button', { name: texts.upload.submit }).click();
      await fillOnboardingLead(page, texts, {
        firstName: 'Lucia',
        lastName: 'Consent',
        phone: '2025550144',
      });
      await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
      await leadDialog(page).waitFor({ state: 'detached' });

      // The result: the after image, and the line that it is an illustration.
      await page.getByRole('slider', { name: texts.result.adjust.implantSize }).waitFor({
        timeout: 60_000,
      });
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.al-compare__layer--after img');
        return image?.complete && image.naturalWidth > 0;
      });
      const disclaimer = page.getByText(texts.result.disclaimer);
      await disclaimer.waitFor();
      // Scrolled into view above the pinned actions, as the patient reads it.
      await disclaimer.evaluate((line) => line.scrollIntoView({ block: 'center' }));
      // Not under the pinned actions: the topmost element at its centre is the line itself.
      expect(
        await disclaimer.evaluate((line) => {
          const box = line.getBoundingClientRect();
          return document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2) === line;
        }),
      ).toBe(true);
      await page.screenshot({
        path: join(screenshotDir, `consent-result-disclaimer-phone-${language}.png`),
      });
      await expectAxeClean(page);

      const [lead] = await eventually(
        () => leadsOf(server(), clinic),
        (leads) => leads.length === 1,
      );
      expect(lead?.consent_version).toBe(CONSENT_VERSION);
      expect(flow.outsideRequests).toEqual([]);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();
    });
  }
});
