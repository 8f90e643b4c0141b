/// <reference lib="dom" />
/**
 * What the browser's face check (issue 30) adds on the wire, read from Debian Chromium
 * (CDP Network: bytes received, headers included, brotli where the server has it)
 * against the real server and the current build (`npm run build`; `npm run bench` builds
 * it in widget.bench.ts first):
 *
 *   node bench/face-check.bench.ts
 *
 * - upload: from the upload screen opening to the patient's photo 'Completed!', on a cold
 *   browser, for lip filler (a face procedure: the check runs) and tummy tuck (a body
 *   procedure: it does not); the face check's own downloads listed (its code chunks, the
 *   MediaPipe runtime, the model);
 * - scan: the same for the camera scan (Chromium's fake camera on a face), from 'Scan' on
 *   the method screen to the first live verdict: the pose detector's runtime is already there,
 *   so the face check adds its code and model only.
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FACE_DETECTOR_MODEL_URL, SCAN_ASSET_DIRS } from '@afterlook/api';
import { MESSAGES, type Procedure } from '@afterlook/domain';
import type { Browser, CDPSession, Page } from 'playwright-core';
import { writeStillsClip } from '../e2e/scan/y4m.ts';
import { fakeCameraArgs, launchBrowser, VIEWPORTS } from '../e2e/support/browser.ts';
import { facePhotoCut } from '../e2e/support/face-photos.ts';
import { type RunningServer, startServer } from '../e2e/support/server.ts';
import { tapProcedure, tapRegion } from '../e2e/support/widget.ts';

const en = MESSAGES.en;
const KB = 1024;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const mb = (bytes: number) => `${(bytes / (KB * KB)).toFixed(2)} MB`;
const size = (bytes: number) => (bytes >= KB * KB ? mb(bytes) : kb(bytes));

/** The face check's own downloads: its lazy chunks, the MediaPipe runtime and the model. */
const PARTS = [
  { name: 'model', test: (path: string) => path === FACE_DETECTOR_MODEL_URL },
  {
    name: 'runtime (WASM + loader)',
    test: (path: string) => path.startsWith(SCAN_ASSET_DIRS.tasksVision),
  },
  {
    name: 'code',
    test: (path: string) =>
      /\/assets\/(vision_bundle|prepare-face-detector|check-photo-face)-[\w-]+\.js$/.test(path),
  },
] as const;

interface Received {
  readonly path: string;
  readonly bytes: number;
}

/** Bytes received per request (encodedDataLength), from when `start()` is called. */
async function recordWire(cdp: CDPSession) {
  const urls = new Map<string, string>();
  let counting = false;
  let received: Received[] = [];
  const inFlight = new Set<string>();
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    urls.set(requestId, new URL(request.url).pathname);
    inFlight.add(requestId);
  });
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => {
    inFlight.delete(requestId);
    if (counting) received.push({ path: urls.get(requestId) ?? '?', bytes: encodedDataLength });
  });
  cdp.on('Network.loadingFailed', ({ requestId }) => inFlight.delete(requestId));
  await cdp.send('Network.enable');
  return {
    start: () => {
      counting = true;
      received = [];
    },
    received: () => received,
    /** Until nothing has been in flight for `quietMs`. */
    idle: async (quietMs = 1000) => {
      let quietSince = performance.now();
      while (performance.now() - quietSince < quietMs) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (inFlight.size > 0) quietSince = performance.now();
      }
    },
  };
}

const total = (list: readonly Received[]) => list.reduce((sum, item) => sum + item.bytes, 0);

function faceCheckParts(list: readonly Received[]) {
  return PARTS.map((part) => ({
    name: part.name,
    bytes: total(list.filter((item) => part.test(item.path))),
  }));
}

/** Tier-1 → the procedure's area and row → 'Upload your own': the method screen. */
async function toMethods(page: Page, url: string, procedure: Procedure) {
  await page.goto(`${url}/onboarding-tier1?clinicSdkKey=demo-clinic-key&lang=en`);
  await page.getByRole('heading', { name: en.area.title }).waitFor();
  await tapRegion(page, en.area.regions[procedure === 'LIP_FILLER' ? 'FACE' : 'TORSO']);
  await page.getByRole('button', { name: en.shell.continue }).click();
  await tapProcedure(page, procedure);
  await page.getByRole('button', { name: en.shell.continue }).click();
  await page.getByRole('button', { name: new RegExp(`^${en.model.uploadOwn}`) }).click();
  await page.getByRole('heading', { name: en.upload.methodTitle }).waitFor();
}

const chooseMethod = (page: Page, method: string) =>
  page.getByRole('button', { name: new RegExp(`^${method}`) }).click();

async function uploadFlow(
  browser: Browser,
  server: RunningServer,
  procedure: Procedure,
  photo: Buffer,
): Promise<Received[]> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  try {
    const page = await context.newPage();
    const wire = await recordWire(await context.newCDPSession(page));
    await toMethods(page, server.url, procedure);
    await wire.idle();
    // The upload screen starts the detector's download as it opens (a face procedure's).
    wire.start();
    await chooseMethod(page, en.upload.methodUpload);
    await page.getByRole('heading', { name: en.upload.title }).waitFor();
    await page
      .locator('input[type=file]')
      .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
    await page.getByRole('status').getByText(en.upload.completed).waitFor({ timeout: 120_000 });
    await wire.idle();
    return wire.received();
  } finally {
    await context.close();
  }
}

async function scanFlow(browser: Browser, server: RunningServer, procedure: Procedure) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  try {
    const page = await context.newPage();
    const wire = await recordWire(await context.newCDPSession(page));
    await toMethods(page, server.url, procedure);
    await wire.idle();
    // The instructions download the pose detector (runtime and model) in the background.
    wire.start();
    await chooseMethod(page, en.upload.methodScan);
    await page.getByRole('heading', { name: en.scanScreens.instructions.title }).waitFor();
    await wire.idle(2000);
    const instructions = wire.received();
    wire.start();
    await page.getByRole('button', { name: en.shell.continue }).click();
    await page.locator('.al-scan__overlay[data-judged="true"]').waitFor({ timeout: 120_000 });
    await wire.idle();
    return { instructions, scan: wire.received() };
  } finally {
    await context.close();
  }
}

function printParts(list: readonly Received[]): string {
  return faceCheckParts(list)
    .filter((part) => part.bytes > 0)
    .map((part) => `${part.name} ${size(part.bytes)}`)
    .join(', ');
}

const work = await mkdtemp(join(tmpdir(), 'afterlook-face-bench-'));
const server = await startServer();
try {
  const frontal = await facePhotoCut('frontal');
  const browser = await launchBrowser();
  try {
    const face = await uploadFlow(browser, server, 'LIP_FILLER', frontal);
    const body = await uploadFlow(browser, server, 'TUMMY_TUCK', frontal);
    const added = total(face.filter((item) => PARTS.some((part) => part.test(item.path))));
    console.log(
      `'Upload photo' → 'Completed!', cold: face flow (lip filler) ${size(total(face))}, body flow (tummy tuck) ${size(total(body))}`,
    );
    console.log(
      `face check adds to a face upload: ${size(added)} on the wire (${printParts(face)}); to a body upload: ${size(total(body.filter((item) => PARTS.some((part) => part.test(item.path)))))}`,
    );
  } finally {
    await browser.close();
  }

  const still = join(work, 'frontal.jpg');
  const clip = join(work, 'frontal.y4m');
  await writeFile(still, frontal);
  await writeStillsClip(clip, [still], { scale: 0.6 });
  const camera = await launchBrowser(fakeCameraArgs(clip));
  try {
    const face = await scanFlow(camera, server, 'LIP_FILLER');
    const body = await scanFlow(camera, server, 'TUMMY_TUCK');
    const faceScan = [...face.instructions, ...face.scan];
    const bodyScan = [...body.instructions, ...body.scan];
    console.log(
      `'Scan' → first live verdict, cold: face flow ${size(total(faceScan))}, body flow ${size(total(bodyScan))}`,
    );
    const model = faceScan.filter((item) => item.path === FACE_DETECTOR_MODEL_URL);
    const code = face.scan.filter((item) => PARTS[2].test(item.path));
    console.log(
      `face check adds to a face scan: ${size(total(model) + total(code))} on the wire (model ${size(total(model))}, code ${size(total(code))}; the runtime is the pose detector's)`,
    );
  } finally {
    await camera.close();
  }
} finally {
  await server.stop();
  await rm(work, { recursive: true, force: true });
}
