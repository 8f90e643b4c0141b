import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AdminAnalyticsResponse } from '@afterlook/api';
import { indefiniteArticle, interpolate, MESSAGES, procedureDisplayName } from '@afterlook/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSE_MODEL_URL } from '../../apps/widget/src/scan/scan-asset-urls.ts';
import { launchBrowser, openPage, saveScreenshot, VIEWPORTS } from '../support/browser.ts';
import { DEMO_KEY } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import {
  adminGet,
  createClinicWithAdminKey,
  eventually,
  fillOnboardingLead,
  leadDialog,
  leadsOf,
} from '../support/widget.ts';
import { scanFromInstructions } from './scan-from-instructions.ts';
import { writeStillsClip } from './y4m.ts';

const en = MESSAGES.en;
const samples = resolve(import.meta.dirname, '../../assets/sample-models');
/** Chromium's fake camera, fed from a clip the test writes; permission prompts say yes. */
const fakeCamera = (clip: string) => [
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-video-capture=${clip}`,
  '--autoplay-policy=no-user-gesture-required',
];

let server: RunningServer;
let work: string;
let frontClip: string;
let backClip: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'afterlook-scan-'));
  frontClip = join(work, 'front.y4m');
  backClip = join(work, 'back.y4m');
  // The mannequin facing the camera, as a patient stands for a tummy-tuck scan, and
  // with the back to it, as for a BBL.
  await Promise.all([
    writeStillsClip(frontClip, [join(samples, 'BODY_FRONT/body-mei.png')]),
    writeStillsClip(backClip, [join(samples, 'BODY_BACK/back-carmen.png')]),
    startServer().then((started) => {
      server = started;
    }),
  ]);
});
afterAll(async () => {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

/** What the scan fetched from our server, to prove where the model came from. */
function recordScanAssets(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/scan-assets/') && response.ok()) fetched.push(url.pathname);
  });
  return fetched;
}

async function openScan(page: Page, query: string): Promise<void> {
  await page.goto(`${server.url}/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&${query}`);
  await page.getByRole('button', { name: new RegExp(en.model.uploadOwn) }).click();
  await page.getByRole('button', { name: new RegExp(en.upload.methodScan) }).click();
  await page.getByRole('heading', { name: en.scanScreens.instructions.title }).waitFor();
}

/** A message the widget posted to the host page, its image blobs told by type and size. */
interface HostReceived {
  readonly type: string;
  readonly views?: readonly {
    readonly viewType: string;
    readonly beforeType: string;
    readonly beforeBytes: number;
    readonly afterType: string | null;
    readonly afterBytes: number;
  }[];
}

/**
 * A clinic's page on our own origin (allowed to receive messages) framing `flow`; it
 * keeps what the widget posts. Returns a reader that waits for `count` messages.
 */
async function openHostPage(page: Page, flow: string) {
  await page.route(`${server.url}/e2e-host`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Clinic</title>
<iframe src="${flow}" allow="camera; autoplay" style="width:420px;height:800px;border:0"></iframe>
<script>
  window.received = [];
  addEventListener('message', (event) => {
    if (event.data?.source !== 'afterlook-widget') return;
    // The scan hand-off only (the widget also tells the page ready, lead-submitted...).
    if (!['close-modal', 'scanned-views'].includes(event.data.type)) return;
    const views = event.data.payload.views?.map((view) => ({
      viewType: view.viewType,
      beforeType: view.beforeImage.type,
      beforeBytes: view.beforeImage.size,
      afterType: view.afterImage?.type ?? null,
      afterBytes: view.afterImage?.size ?? 0,
    }));
    window.received.push(views ? { type: event.data.type, views } : { type: event.data.type });
  });
</script>`,
    }),
  );
  await page.goto(`${server.url}/e2e-host`);
  return {
    widget: page.frameLocator('iframe'),
    received: async (count: number): Promise<HostReceived[]> => {
      const read = () => (globalThis as { received?: unknown[] }).received;
      await page.waitForFunction(
        (wanted) => {
          const all = (globalThis as { received?: unknown[] }).received;
          return all !== undefined && all.length >= wanted;
        },
        count,
        { timeout: 60_000 },
      );
      return (await page.evaluate(read)) as HostReceived[];
    },
  };
}

describe('guided camera scan in Debian Chromium (docs/product/state-machines.md#capture-flow)', () => {
  /** Faces the camera (the front clip) and says yes to the camera prompt. */
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(['--use-fake-ui-for-media-stream', ...fakeCamera(frontClip)]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('tier-1 tummy tuck: the model loads from our server, the pose is judged valid, the countdown runs, the photo is taken and the result shows an after image — with no outside request', async () => {
    const guarded = await openPage(browser, { viewport: VIEWPORTS.phone });
    const { page, outsideRequests } = guarded;
    const fetched = recordScanAssets(page);
    try {
      await openScan(page, 'procedure=TUMMY_TUCK');
      await saveScreenshot(page, 'scan-instructions-en-phone');
      await page.getByRole('button', { name: en.shell.continue }).click();
      await page.getByRole('heading', { name: en.scanScreens.scan.title, level: 1 }).waitFor();

      // The pose overlay turns valid, then 'Perfect, stay still' and the countdown.
      await page.locator('.al-scan__overlay[data-valid="true"]').waitFor({ timeout: 45_000 });
      await page.getByText(en.scan.prompts.perfectStayStill).waitFor();
      await saveScreenshot(page, 'scan-pose-valid-phone');
      await page.locator('.al-scan__countdown').waitFor({ timeout: 10_000 });
      await saveScreenshot(page, 'scan-countdown-phone');

      await page.getByRole('heading', { name: en.scanScreens.review.title }).waitFor({
        timeout: 15_000,
      });
      const captured = page.getByRole('img', { name: en.scanScreens.views.BODY_FRONT });
      await captured.waitFor();
      await saveScreenshot(page, 'scan-review-phone');
      expect(
        await page
          .getByRole('button', {
            name: `Retake ${en.scanScreens.views.BODY_FRONT}`,
          })
          .count(),
      ).toBe(1);

      await page.getByRole('button', { name: en.scanScreens.review.continue }).click();
      const afterAlt = interpolate(en.result.afterAlt, {
        a: indefiniteArticle('TUMMY_TUCK', 'en'),
        procedure: procedureDisplayName('TUMMY_TUCK', 'en'),
      });
      await page
        .getByRole('img', { name: afterAlt, exact: true })
        .first()
        .waitFor({ state: 'attached', timeout: 45_000 });
      await saveScreenshot(page, 'scan-result-phone');
      // After the lead, the scan's result opens on the close-up as every result does.
      await fillOnboardingLead(page, en, {
        firstName: 'Scan',
        lastName: 'Focus',
        phone: '2025550123',
      });
      await leadDialog(page).getByRole('button', { name: en.lead.viewResults }).click();
      await leadDialog(page).waitFor({ state: 'detached', timeout: 60_000 });
      await page
        .getByRole('button', { name: en.result.closeUp, exact: true })
        .and(page.locator('[aria-pressed="true"]'))
        .waitFor({ timeout: 30_000 });
      await saveScreenshot(page, 'scan-result-close-up-phone-en');
      await page.getByRole('button', { name: en.result.fullPhoto, exact: true }).click();
      await page.waitForFunction(() => document.querySelector('[data-zoom="1.000"]') !== null);
      await saveScreenshot(page, 'scan-result-full-phone-en');

      expect(fetched).toContain(POSE_MODEL_URL);
      expect(fetched.some((path) => path.startsWith('/scan-assets/tasks-vision/0.10.35/'))).toBe(
        true,
      );
      expect(outsideRequests).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, 'scan-failure').catch(() => {});
      throw error;
    } finally {
      await guarded.close();
    }
  }, 90_000);

  it('tier-1 BBL: the back view is judged valid from behind and captured — though the detector reports a face there', async () => {
    const fromBehind = await launchBrowser([
      '--use-fake-ui-for-media-stream',
      ...fakeCamera(backClip),
    ]);
    const guarded = await openPage(fromBehind, { viewport: VIEWPORTS.phone });
    const { page, outsideRequests } = guarded;
    try {
      await openScan(page, 'procedure=BBL');
      await page.getByRole('button', { name: en.shell.continue }).click();
      await page.getByRole('heading', { name: en.scanScreens.scan.title, level: 1 }).waitFor();
      await page.locator('.al-scan__overlay[data-valid="true"]').waitFor({ timeout: 45_000 });
      await saveScreenshot(page, 'scan-back-valid-phone');
      await page.getByRole('heading', { name: en.scanScreens.review.title }).waitFor({
        timeout: 20_000,
      });
      await page.getByRole('img', { name: en.scanScreens.views.BODY_BACK }).waitFor();
      await saveScreenshot(page, 'scan-back-review-phone');
      expect(outsideRequests).toEqual([]);
    } catch (error) {
      await saveScreenshot(page, 'scan-back-failure').catch(() => {});
      throw error;
    } finally {
      await guarded.close();
      await fromBehind.close();
    }
  }, 90_000);

  it('all-poses scan posts close-modal, then the views {viewType, beforeImage, afterImage: null} to the host page', async () => {
    const guarded = await openPage(browser, { viewport: VIEWPORTS.desktop });
    const { page, outsideRequests } = guarded;
    try {
      const host = await openHostPage(
        page,
        `/onboarding-scan-all-poses?clinicSdkKey=${DEMO_KEY}&procedure=TUMMY_TUCK`,
      );
      await scanFromInstructions(host.widget, en);
      expect(await host.received(2)).toEqual([
        { type: 'close-modal' },
        {
          type: 'scanned-views',
          views: [
            {
              viewType: 'BODY_FRONT',
              beforeType: 'image/png',
              beforeBytes: expect.any(Number),
              afterType: null,
              afterBytes: 0,
            },
          ],
        },
      ]);
      await saveScreenshot(page, 'scan-all-poses-done-desktop');
      expect(outsideRequests).toEqual([]);
    } finally {
      await guarded.close();
    }
  }, 90_000);

  it("capture integration flow: the integration's name, email and phone start the lead; the host page gets the view, its photo and the after image as PNGs", async () => {
    const clinic = await createClinicWithAdminKey(server, 'Capture Integration Clinic');
    const guarded = await openPage(browser, { viewport: VIEWPORTS.desktop });
    const { page, outsideRequests } = guarded;
    try {
      const patient = new URLSearchParams({
        clinicSdkKey: clinic.sdkKey,
        procedure: 'TUMMY_TUCK',
        lang: 'en',
        name: 'Ana García',
        email: 'ana.garcia@example.com',
        phone: '+1 202 555 0143',
      });
      const host = await openHostPage(page, `/onboarding-scan?${patient}`);
      const { widget } = host;
      const capture = en.scanScreens.capture;
      await widget.getByRole('heading', { name: capture.previewTitle }).waitFor();
      await widget.getByRole('button', { name: capture.continue }).click();
      await scanFromInstructions(widget, en);
      await widget.getByRole('heading', { name: capture.resultTitle }).waitFor();

      // The lead form starts with what the integration passed; the patient only confirms.
      const dialog = widget.getByRole('dialog');
      await dialog.getByRole('heading', { name: en.lead.headingResults }).waitFor();
      expect(await dialog.getByLabel(en.lead.firstName, { exact: true }).inputValue()).toBe('Ana');
      expect(await dialog.getByLabel(en.lead.lastName, { exact: true }).inputValue()).toBe(
        'García',
      );
      expect(await dialog.getByLabel(en.phoneInput.label, { exact: true }).inputValue()).toBe(
        '+1 202 555 0143',
      );
      await saveScreenshot(page, 'scan-capture-lead-prefilled-desktop');
      await dialog.getByRole('button', { name: en.lead.viewResults }).click();
      await dialog.waitFor({ state: 'detached' });

      const [scanned, ...more] = await host.received(1);
      expect(more).toEqual([]);
      expect(scanned).toEqual({
        type: 'scanned-views',
        views: [
          {
            viewType: 'BODY_FRONT',
            beforeType: 'image/png',
            beforeBytes: expect.any(Number),
            afterType: 'image/png',
            afterBytes: expect.any(Number),
          },
        ],
      });
      const [view] = scanned?.views ?? [];
      expect(view?.beforeBytes).toBeGreaterThan(10_000);
      expect(view?.afterBytes).toBeGreaterThan(10_000);
      await saveScreenshot(page, 'scan-capture-result-desktop');
      // Done: the host page is asked to close the modal.
      await widget.getByRole('button', { name: en.result.done }).click();
      expect((await host.received(2))[1]).toEqual({ type: 'close-modal' });

      // The stored lead carries the integration's email with the patient's details.
      const [lead, ...others] = await eventually(
        () => leadsOf(server, clinic),
        (leads) => leads.length > 0,
      );
      expect(others).toEqual([]);
      expect(lead?.form_name).toBe('ONBOARDING_SCAN');
      expect(lead?.patient_record).toMatchObject({
        first_name: 'Ana',
        last_name: 'García',
        phone: '+12025550143',
        email: 'ana.garcia@example.com',
        upload_type: 'scan',
        procedures_of_interest: ['TUMMY_TUCK'],
      });
      // The clinic's dashboard sees the scan and the close in its product events.
      const events = await eventually(
        () =>
          adminGet<AdminAnalyticsResponse>(server, clinic.adminKey, '/api/v1/admin/analytics').then(
            (answer) => answer.events.map((event) => event.name),
          ),
        (names) => names.includes('close modal'),
      );
      expect(events).toEqual(
        expect.arrayContaining([
          'Photo Capture Started',
          'Photo Capture Finished',
          'User Details Captured',
          'close modal',
        ]),
      );
      expect(outsideRequests).toEqual([]);
    } finally {
      await guarded.close();
    }
  }, 120_000);

  it('shows the camera access screen when the camera permission is refused', async () => {
    // No fake-UI flag: the permission prompt is refused, as a patient who says no.
    const denied = await launchBrowser(fakeCamera(frontClip));
    try {
      const guarded = await openPage(denied, { viewport: VIEWPORTS.phone });
      const { page, outsideRequests } = guarded;
      await openScan(page, 'procedure=BBL');
      await page.getByRole('button', { name: en.shell.continue }).click();
      await page.getByRole('heading', { name: en.scanScreens.cameraAccess.title }).waitFor();
      await page.getByText(en.scanScreens.cameraAccess.body).waitFor();
      await saveScreenshot(page, 'scan-camera-access-phone');
      expect(outsideRequests).toEqual([]);
      await guarded.close();
    } finally {
      await denied.close();
    }
  });
});
