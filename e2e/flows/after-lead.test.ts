import { join } from 'node:path';
import type { AdminLead } from '@afterlook/api';
import { MESSAGES } from '@afterlook/domain';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { screenshotDir } from '../support/browser.ts';
import { useServerAndBrowser } from '../support/fixtures.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  fillOnboardingLead,
  leadDialog,
  openFlow,
  problemsOf,
  type TestClinic,
} from '../support/widget.ts';

const BOOKING_URL = 'https://glow-clinic.test/book';

describe('after the lead: book, download, help your surgeon prepare', () => {
  const { server, browser } = useServerAndBrowser();

  /** Tier-1 straight to the model screen, a model picked, the lead sent, the result shown. */
  async function resultAfterLead(
    clinic: TestClinic,
    prefix: string,
    viewport: 'phone' | 'desktop' = 'phone',
  ) {
    const flow = await openFlow(
      browser(),
      server(),
      `/onboarding-tier1?clinicSdkKey=${clinic.sdkKey}&lang=en&procedure=BBL`,
      { prefix, viewport },
    );
    const { page, texts } = flow;
    await page.getByRole('list', { name: texts.model.gridLabel }).getByRole('img').first().click();
    await leadDialog(page).getByRole('heading', { name: texts.lead.headingResults }).waitFor();
    await fillOnboardingLead(page, texts, {
      firstName: 'Nora',
      lastName: 'Prepared',
      phone: '2025550166',
    });
    await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
    await leadDialog(page).waitFor({ state: 'detached' });
    await page.getByRole('slider', { name: texts.result.adjust.bbl }).waitFor({ timeout: 60_000 });
    // The thanks is in view at once, without scrolling.
    const thanks = page
      .getByRole('status')
      .filter({ hasText: texts.afterLead.heading.split('{clinic}')[1] ?? '' });
    const box = await thanks.boundingBox();
    const screen = page.viewportSize();
    expect(box && screen && box.y >= 0 && box.y + box.height <= screen.height).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    return flow;
  }

  it("offers the clinic's booking page, a before/after PNG, and stores the measurements on the lead", async () => {
    const clinic = await createClinicWithAdminKey(server(), 'Glow Clinic', [
      '--booking-url',
      BOOKING_URL,
    ]);
    const flow = await resultAfterLead(clinic, 'after-lead');
    const { page, texts } = flow;
    const after = texts.afterLead;

    const book = page.getByRole('link', { name: after.book });
    expect(await book.getAttribute('href')).toBe(BOOKING_URL);
    expect(await book.getAttribute('target')).toBe('_blank');
    expect(await book.getAttribute('rel')).toContain('noopener');

    // The download is drawn in the browser, one PNG: the clinic's name, the close-up of
    // the change and the full pictures, before and after side by side (issue 18).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: after.download }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('before-after-bbl.png');
    const path = join(screenshotDir, 'after-lead-download.png');
    await download.saveAs(path);
    const picture = await sharp(path).metadata();
    expect(picture.format).toBe('png');
    expect(picture.height).toBeGreaterThan(1024 + 72 + 96 + 300);
    expect(picture.width).toBeGreaterThan(picture.height ?? 0);

    // The measurement form keeps docs/product/validation.md's rules and messages.
    await page.getByRole('button', { name: after.prepareOpen }).click();
    const form = page.getByRole('form', { name: after.prepareHeading });
    await form.getByLabel(after.message).fill(' hi ');
    await form.getByLabel(after.weight).fill('501');
    await form.getByLabel(after.feet).fill('11');
    await form.getByRole('button', { name: after.save.replace('{clinic}', 'Glow Clinic') }).click();
    for (const text of [
      texts.validation.messageTooShort,
      texts.validation.weightInvalid,
      texts.validation.heightInvalid,
    ]) {
      await form.getByText(text).waitFor();
    }
    await flow.shot('measurements-invalid');
    await form.getByLabel(after.message).fill('I had a C-section in 2019.');
    await form.getByLabel(after.weight).fill('142.5');
    await form.getByLabel(after.feet).fill('5');
    await form.getByLabel(after.inches).fill('6');
    await form.getByRole('button', { name: after.save.replace('{clinic}', 'Glow Clinic') }).click();
    await page.getByRole('status').getByText(after.saved).waitFor();
    await flow.shot('after-lead');
    expect(problemsOf(flow)).toEqual([]);
    await flow.close();

    const { leads } = await adminGet<{ leads: AdminLead[] }>(
      server(),
      clinic.adminKey,
      '/api/v1/admin/leads',
    );
    expect(leads).toHaveLength(1);
    expect(leads[0]?.measurements).toEqual({
      message: 'I had a C-section in 2019.',
      weight_lbs: 142.5,
      height_feet: 5,
      height_inches: 6,
      updated_at: expect.any(String),
    });
  });

  it('hides the booking button when the clinic has no booking page', async () => {
    const clinic = await createClinicWithAdminKey(server(), 'No Booking Clinic');
    const flow = await resultAfterLead(clinic, 'after-lead-no-booking', 'desktop');
    const { page } = flow;
    await page.getByRole('button', { name: MESSAGES.en.afterLead.download }).waitFor();
    expect(await page.getByRole('link', { name: MESSAGES.en.afterLead.book }).count()).toBe(0);
    await flow.close();
  });
});
