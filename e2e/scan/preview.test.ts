import { interpolate, MESSAGES, procedureDisplayName } from '@afterlook/domain';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { DEMO_KEY } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';

const en = MESSAGES.en;

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await Promise.all([browser?.close(), server?.stop()]);
});

describe('/onboarding-scan preview video in Debian Chromium (docs/product/scan-flow.md)', () => {
  it('plays the procedure clip from our server, muted and looped, until paused', async () => {
    const guarded = await openPage(browser, { viewport: VIEWPORTS.phone });
    const { page, outsideRequests } = guarded;
    try {
      await page.goto(
        `${server.url}/onboarding-scan?clinicSdkKey=${DEMO_KEY}&procedure=BBL&lang=en`,
      );
      const label = interpolate(en.scanScreens.capture.previewAlt, {
        procedure: procedureDisplayName('BBL', 'en'),
      });
      const video = page.getByLabel(label);
      await video.waitFor();
      // Playing: time moves on, with sound off and the loop set.
      await page.waitForFunction(
        () => (document.querySelector('video')?.currentTime ?? 0) > 0.5,
        undefined,
        { timeout: 15_000 },
      );
      const state = await video.evaluate((element: HTMLVideoElement) => ({
        paused: element.paused,
        muted: element.muted,
        loop: element.loop,
        src: new URL(element.currentSrc).pathname,
        width: element.videoWidth,
      }));
      expect(state).toMatchObject({
        paused: false,
        muted: true,
        loop: true,
        src: '/scan-assets/preview/BBL.webm',
        width: 720,
      });
      await saveScreenshot(page, 'onboarding-scan-preview-phone');
      await page.getByRole('button', { name: en.onboardingScan.pausePreview }).click();
      expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
      await page.getByRole('button', { name: en.onboardingScan.playPreview }).waitFor();
      expect(outsideRequests).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});
