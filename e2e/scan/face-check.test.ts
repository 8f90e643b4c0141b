import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACE_DETECTOR_MODEL_URL } from '@afterlook/api';
import type { Language } from '@afterlook/domain';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeCameraArgs, launchBrowser } from '../support/browser.ts';
import { type FacePhoto, facePhotoCut } from '../support/face-photos.ts';
import { DEMO_KEY, useBrowser } from '../support/fixtures.ts';
import { type RunningServer, startServer } from '../support/server.ts';
import {
  type FlowPage,
  facePhotoJpeg,
  openFlow,
  problemsOf,
  tapProcedure,
  tapRegion,
} from '../support/widget.ts';
import { writeStillsClip } from './y4m.ts';

// Issue 30, scope 3: a face procedure's photo passes the browser's face check (MediaPipe's
// FaceDetector, thresholds 0.5 and 0.3, from our own server) before it is used, on an
// upload and on the camera scan. Real photos: a frontal face, a face in profile, stairs.

let server: RunningServer;
let work: string;
const photos = {} as Record<FacePhoto, Buffer>;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'afterlook-face-check-'));
  await Promise.all([
    startServer().then((started) => {
      server = started;
    }),
    ...(['frontal', 'turned', 'noFace'] as const).map(async (photo) => {
      photos[photo] = await facePhotoCut(photo);
    }),
  ]);
});
afterAll(async () => {
  await server?.stop();
  await rm(work, { recursive: true, force: true });
});

/**
 * Area FACE → LIP_FILLER → 'Upload your own' → `method`: the upload screen or the scan
 * instructions. `fetched` records the scan assets from the first screen on: the upload
 * screen starts loading the detector as it opens, often before this returns.
 */
async function toLipFiller(
  browser: Browser,
  language: Language,
  prefix: string,
  method: 'upload' | 'scan',
): Promise<FlowPage & { fetched: string[] }> {
  const flow = await openFlow(
    browser,
    server,
    `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=${language}`,
    { language, viewport: 'phone', prefix },
  );
  const { page, texts } = flow;
  const fetched = recordScanAssets(page);
  await page.getByRole('heading', { name: texts.area.title }).waitFor();
  await tapRegion(page, texts.area.regions.FACE);
  await page.getByRole('button', { name: texts.shell.continue }).click();
  await tapProcedure(page, 'LIP_FILLER');
  await page.getByRole('button', { name: texts.shell.continue }).click();
  await page.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
  const choice = method === 'upload' ? texts.upload.methodUpload : texts.upload.methodScan;
  await page.getByRole('button', { name: new RegExp(`^${choice}`) }).click();
  return Object.assign(flow, { fetched });
}

/** What the page fetched from our server's scan assets (the detector's files among them). */
function recordScanAssets(page: Page): string[] {
  const fetched: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/scan-assets/') && response.ok()) fetched.push(url.pathname);
  });
  return fetched;
}

describe('issue 30: the face check on an uploaded photo, in Debian Chromium', () => {
  const browser = useBrowser();

  for (const language of ['en', 'es'] as const) {
    it(`lip filler (${language}): a photo with no face says so, a face in profile is asked to face the camera, a frontal face goes on to 'Completed!'`, async () => {
      const flow = await toLipFiller(browser(), language, 'face-check-upload', 'upload');
      const { page, texts, fetched } = flow;
      try {
        await page.getByRole('heading', { name: texts.upload.title }).waitFor();
        const choose = (photo: Buffer) =>
          page
            .locator('input[type=file]')
            .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
        const alert = page.getByRole('alert');
        const uploadPhotos = page.getByRole('button', { name: texts.upload.submit });

        await choose(photos.noFace);
        await alert.getByText(texts.upload.faceNotFound).waitFor({ timeout: 60_000 });
        expect(await uploadPhotos.isDisabled()).toBe(true);
        await flow.shot('no-face');

        await choose(photos.turned);
        await alert.getByText(texts.upload.faceTurned).waitFor({ timeout: 30_000 });
        expect(await uploadPhotos.isDisabled()).toBe(true);
        await flow.shot('turned');

        await choose(photos.frontal);
        await page.getByRole('status').getByText(texts.upload.completed).waitFor();
        expect(await alert.count()).toBe(0);
        expect(await uploadPhotos.isEnabled()).toBe(true);
        await flow.shot('frontal');

        // The other tests' lip-filler photo (e2e/flows/result-focus) passes as well.
        await page.getByRole('button', { name: texts.upload.removePhoto }).click();
        await choose(await facePhotoJpeg());
        await page.getByRole('status').getByText(texts.upload.completed).waitFor();

        expect(fetched).toContain(FACE_DETECTOR_MODEL_URL);
        expect(fetched.some((path) => path.startsWith('/scan-assets/tasks-vision/'))).toBe(true);
        expect(problemsOf(flow)).toEqual([]);
        expect(flow.outsideRequests).toEqual([]);
      } finally {
        await flow.close();
      }
    }, 120_000);
  }

  it('a body procedure loads no face detector', async () => {
    const flow = await openFlow(
      browser(),
      server,
      `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=en&procedure=TUMMY_TUCK`,
      { prefix: 'face-check-body' },
    );
    const { page, texts } = flow;
    const fetched = recordScanAssets(page);
    try {
      await page.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
      await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodUpload}`) }).click();
      await page.getByRole('heading', { name: texts.upload.title }).waitFor();
      await page
        .locator('input[type=file]')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photos.noFace });
      await page.getByRole('status').getByText(texts.upload.completed).waitFor();
      expect(fetched).toEqual([]);
    } finally {
      await flow.close();
    }
  });
});

describe('issue 30: the face check on the camera scan, in Debian Chromium (fake camera)', () => {
  /** A Chromium whose camera shows `photo`, the lip-filler scan under way on it. */
  async function scanOf(photo: FacePhoto, { language = 'en' as Language, scale = 1 } = {}) {
    const clip = join(work, `${photo}.y4m`);
    const still = join(work, `${photo}.jpg`);
    await writeFile(still, photos[photo]);
    await writeStillsClip(clip, [still], { scale });
    const browser = await launchBrowser(fakeCameraArgs(clip));
    const flow = await toLipFiller(browser, language, `face-check-scan-${photo}`, 'scan');
    const { page, texts } = flow;
    await page.getByRole('heading', { name: texts.scanScreens.instructions.title }).waitFor();
    await page.getByRole('button', { name: texts.shell.continue }).click();
    await page.getByRole('heading', { name: texts.scanScreens.scan.title, level: 1 }).waitFor();
    return {
      flow,
      page,
      texts,
      /** The face check's state on the live view: 'pending', 'ok', 'no_face', 'face_turned'. */
      faceState: (state: string) =>
        page.locator(`.al-scan[data-face="${state}"]`).waitFor({ timeout: 60_000 }),
      close: async () => {
        await flow.close();
        await browser.close();
      },
    };
  }

  it("stairs in front of the camera: 'No face found. Look straight at the camera.'", async () => {
    const scan = await scanOf('noFace');
    try {
      await scan.faceState('no_face');
      const instruction = scan.page.locator('.al-scan__instruction');
      await instruction.getByText(scan.texts.scan.prompts.hintNoFace).waitFor();
      expect(await scan.page.locator('.al-scan__overlay').getAttribute('data-valid')).toBe('false');
      await scan.flow.shot('message');
      expect(scan.flow.outsideRequests).toEqual([]);
    } finally {
      await scan.close();
    }
  }, 120_000);

  it("a face in profile: 'Turn your head to face the camera.' from the face check", async () => {
    const scan = await scanOf('turned');
    try {
      await scan.faceState('face_turned');
      await scan.page
        .locator('.al-scan__instruction')
        .getByText(scan.texts.scan.prompts.hintHeadFaceCamera)
        .waitFor();
      expect(await scan.page.locator('.al-scan__overlay').getAttribute('data-valid')).toBe('false');
      await scan.flow.shot('message');
    } finally {
      await scan.close();
    }
  }, 120_000);

  it('a frontal face passes: the face check is satisfied, the pose is judged valid and the photo is taken', async () => {
    // Head and shoulders at 60% of the frame: the distance the head view asks for.
    const scan = await scanOf('frontal', { scale: 0.6 });
    try {
      await scan.faceState('ok');
      await scan.flow.shot('passes');
      await scan.page.locator('.al-scan__overlay[data-valid="true"]').waitFor({ timeout: 60_000 });
      await scan.page
        .getByRole('heading', { name: scan.texts.scanScreens.review.title })
        .waitFor({ timeout: 30_000 });
      await scan.page.getByRole('img', { name: scan.texts.scanScreens.views.HEAD_FRONT }).waitFor();
      await scan.flow.shot('captured');
      expect(scan.flow.outsideRequests).toEqual([]);
    } finally {
      await scan.close();
    }
  }, 150_000);
});
