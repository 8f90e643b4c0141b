import type { Language, Messages } from '@afterlook/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAxeClean } from '../support/accessibility.ts';
import { DEMO_KEY } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import { openFlow, problemsOf, unveilWithOnboardingLead } from '../support/widget.ts';
import { launchMannequinCamera, type MannequinCamera } from './mannequin-camera.ts';
import { scanFromInstructions } from './scan-from-instructions.ts';

// Issue 18: every result screen at 390×844 and 1280×800, en and es, in close-up and
// full. The scan flows' results (/onboarding-scan, the capture integration, and tier-1's
// scan) are reached by a real camera scan: Chromium's fake camera shows the mannequin.

let server: RunningServer;
let camera: MannequinCamera;
beforeAll(async () => {
  [server, camera] = await Promise.all([
    startServer(),
    launchMannequinCamera('BODY_FRONT/body-mei.png'),
  ]);
});
afterAll(async () => {
  await Promise.all([camera?.close(), server?.stop()]);
});

/** A scan flow from its start to the scan's result with the lead form open. */
interface ScanFlow {
  readonly name: 'onboarding-scan' | 'tier1-scan';
  readonly path: (language: Language) => string;
  readonly toScan: (page: Page, texts: Messages) => Promise<void>;
  readonly resultTitle: (texts: Messages) => string;
}

const SCAN_FLOWS: readonly ScanFlow[] = [
  {
    // The capture integration: a preview, then the scan.
    name: 'onboarding-scan',
    path: (language) =>
      `/onboarding-scan?clinicSdkKey=${DEMO_KEY}&procedure=TUMMY_TUCK&lang=${language}`,
    toScan: async (page, texts) => {
      await page.getByRole('heading', { name: texts.scanScreens.capture.previewTitle }).waitFor();
      await page.getByRole('button', { name: texts.scanScreens.capture.continue }).click();
    },
    resultTitle: (texts) => texts.scanScreens.capture.resultTitle,
  },
  {
    // Tier-1 with 'Upload your own' → 'Scan': the scan's photo goes to the result.
    name: 'tier1-scan',
    path: (language) =>
      `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&procedure=TUMMY_TUCK&lang=${language}`,
    toScan: async (page, texts) => {
      await page.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
      await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodScan}`) }).click();
    },
    resultTitle: (texts) => texts.result.title,
  },
];

/**
 * Each flow in both views and both languages, paired (a scan is 20 s of fake camera): the
 * result screen is one component, so all eight combinations would repeat four of them.
 */
const PAIRINGS = {
  'onboarding-scan': [
    ['phone', 'en'],
    ['desktop', 'es'],
  ],
  'tier1-scan': [
    ['phone', 'es'],
    ['desktop', 'en'],
  ],
} as const;

describe("the scan flows' result screens in Debian Chromium (issue 18)", () => {
  for (const scan of SCAN_FLOWS) {
    for (const [view, language] of PAIRINGS[scan.name]) {
      it(`${scan.name}: opens on the close-up, toggles to the full photo, axe clean in both (${view}, ${language})`, async () => {
        const flow = await openFlow(camera.browser, server, scan.path(language), {
          language,
          viewport: view,
          prefix: `${scan.name}-result`,
        });
        const { page, texts } = flow;
        await scan.toScan(page, texts);
        await scanFromInstructions(page, texts);
        await page.getByRole('heading', { name: scan.resultTitle(texts) }).waitFor();
        await unveilWithOnboardingLead(page, texts, {
          firstName: 'Scan',
          lastName: 'Focus',
          phone: '2025550123',
        });

        const closeUp = page.getByRole('button', { name: texts.result.closeUp, exact: true });
        await closeUp.and(page.locator('[aria-pressed="true"]')).waitFor({ timeout: 60_000 });
        await page.waitForFunction(() =>
          [...document.querySelectorAll<HTMLImageElement>('.al-compare__photo img')].every(
            (image) => image.complete && image.naturalWidth > 0,
          ),
        );
        expect(
          Number(await page.locator('[data-zoom]').first().getAttribute('data-zoom')),
        ).toBeGreaterThan(1);
        await flow.shot('close-up');
        await expectAxeClean(page);
        await page.getByRole('button', { name: texts.result.fullPhoto, exact: true }).click();
        await page.waitForFunction(() => document.querySelector('[data-zoom="1.000"]') !== null);
        await flow.shot('full');
        await expectAxeClean(page);
        expect(problemsOf(flow)).toEqual([]);
        expect(flow.outsideRequests).toEqual([]);
        await flow.close();
      }, 120_000);
    }
  }
});
