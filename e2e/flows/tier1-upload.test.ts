import { indefiniteArticle, procedureDisplayName } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEY, useServerAndBrowser } from '../support/fixtures.ts';
import {
  type FlowPage,
  fillOnboardingLead,
  leadDialog,
  openFlow,
  personPhotoJpeg,
  problemsOf,
  tapProcedure,
  tapRegion,
} from '../support/widget.ts';

describe('tier-1 flow with an uploaded photo, end to end in Debian Chromium', () => {
  const { server, browser } = useServerAndBrowser();
  let photo: Buffer;
  beforeAll(async () => {
    photo = await personPhotoJpeg();
  });

  /** Area → breast augmentation → 'Upload your own' → 'Upload photo': the upload screen. */
  async function toUploadScreen(flow: FlowPage): Promise<Page> {
    const { page, texts } = flow;
    await page.getByRole('heading', { name: texts.area.title }).waitFor();
    await tapRegion(page, texts.area.regions.BREAST);
    await page.getByRole('button', { name: texts.shell.continue }).click();
    await tapProcedure(page, 'BREAST_AUGMENTATION');
    await page.getByRole('button', { name: texts.shell.continue }).click();
    await page.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
    await page.getByRole('heading', { name: texts.upload.methodTitle }).waitFor();
    await flow.shot('4-method');
    await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodUpload}`) }).click();
    await page.getByRole('heading', { name: texts.upload.title }).waitFor();
    return page;
  }

  for (const { language, viewport } of [
    { language: 'en', viewport: 'phone' },
    { language: 'es', viewport: 'desktop' },
  ] as const) {
    it(`a real photo through the file chooser → 'Completed!' → 'Upload photos' → lead → result on the patient's photo (${language}, ${viewport})`, async () => {
      const flow = await openFlow(
        browser(),
        server(),
        `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=${language}`,
        { language, viewport, prefix: 'tier1-upload' },
      );
      const { texts } = flow;
      const page = await toUploadScreen(flow);
      const uploadPhotos = page.getByRole('button', { name: texts.upload.submit });
      expect(await uploadPhotos.isDisabled()).toBe(true);
      await flow.shot('5-upload-empty');

      // The patient taps 'Upload Photo' and picks their photo in the system file chooser.
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByText(texts.upload.uploadPhoto, { exact: true }).click(),
      ]);
      await chooser.setFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
      await page.getByRole('status').getByText(texts.upload.completed).waitFor();
      expect(await uploadPhotos.isEnabled()).toBe(true);
      await flow.shot('6-upload-completed');

      // The trash icon removes it; the button waits for a photo again.
      await page.getByRole('button', { name: texts.upload.removePhoto }).click();
      expect(await uploadPhotos.isDisabled()).toBe(true);
      await page.locator('input[type=file]').setInputFiles({
        name: 'me.jpg',
        mimeType: 'image/jpeg',
        buffer: photo,
      });
      await page.getByRole('status').getByText(texts.upload.completed).waitFor();
      await uploadPhotos.click();

      // The simulation of the patient's own photo; the before side is that photo.
      await page.getByRole('heading', { name: texts.result.title }).waitFor();
      const before = page.getByRole('img', { name: texts.result.beforeAlt });
      await fillOnboardingLead(page, texts, {
        firstName: 'Maya',
        lastName: 'Upload',
        phone: '2025550111',
      });
      await leadDialog(page).getByRole('button', { name: texts.lead.viewResults }).click();
      await leadDialog(page).waitFor({ state: 'detached' });
      const after = page.getByRole('img', {
        name: texts.result.afterAlt
          .replace('{a}', indefiniteArticle('BREAST_AUGMENTATION', language))
          .replace('{procedure}', procedureDisplayName('BREAST_AUGMENTATION', language)),
      });
      await after.waitFor({ timeout: 60_000 });
      expect(await page.getByText(texts.errors.submitFailed).count()).toBe(0);
      expect(await after.getAttribute('src')).toMatch(/^\/|^http:\/\/127\.0\.0\.1/);
      await page.getByRole('slider', { name: texts.result.adjust.implantSize }).waitFor();
      await page.waitForFunction(() => {
        const image = document.querySelector<HTMLImageElement>('.al-compare__layer--after img');
        return image?.complete && image.naturalWidth > 0;
      });
      // With the result in, the before side is the photo as the server stored it, the
      // one the after images were made from (issue 18: one source).
      expect(await before.getAttribute('src')).toMatch(/\/blobs\/v1\/clinics\/.+\/images\//);
      await flow.shot('7-result');
      expect(flow.outsideRequests).toEqual([]);
      expect(problemsOf(flow)).toEqual([]);
      await flow.close();
    });
  }

  it("says 'Please upload a PNG, JPEG, or JPG file.' for a .txt file, and 'Failed to upload image.' for a text file renamed .png", async () => {
    const flow = await openFlow(
      browser(),
      server(),
      `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=en`,
      { prefix: 'tier1-upload' },
    );
    const { texts } = flow;
    const page = await toUploadScreen(flow);
    const input = page.locator('input[type=file]');
    const text = Buffer.from('not a photo, just some notes\n');

    await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: text });
    await page.getByRole('alert').getByText(texts.validation.fileTypeInvalid).waitFor();
    await flow.shot('5-upload-wrong-type');
    expect(await page.getByRole('button', { name: texts.upload.submit }).isDisabled()).toBe(true);

    await input.setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: text });
    await page.getByRole('alert').getByText(texts.validation.uploadFailed).waitFor();
    expect(await page.getByRole('button', { name: texts.upload.submit }).isDisabled()).toBe(true);
    await flow.close();
  });
});
