import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  adjustmentKind,
  type Language,
  type Messages,
  type Procedure,
  type RegionOfInterest,
} from '@afterlook/domain';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { simulationMarkBoxes } from '../../apps/server/src/adapters/image-threads/simulation-mark.ts';
import { expectAxeClean } from '../support/accessibility.ts';
import { realPhotoJpeg } from '../support/body-photos.ts';
import { screenshotDir } from '../support/browser.ts';
import { DEMO_KEY, useServerAndBrowser } from '../support/fixtures.ts';
import { type StageFigures, type StageRect, stageFigures } from '../support/stage-figures.ts';
import {
  type FlowPage,
  facePhotoJpeg,
  fillOnboardingLead,
  leadDialog,
  openFlow,
  personPhotoJpeg,
  problemsOf,
  tapProcedure,
  tapRegion,
  unveilWithOnboardingLead,
  type Viewport,
} from '../support/widget.ts';

// Issue 18: on a phone the change of a real photo was a few dozen screen pixels, and
// before and after differed all over (the browser's copy against the server's). The
// result now opens on the change, from one source: these tests measure what is shown.

interface Case {
  readonly procedure: Procedure;
  readonly region: 'FACE' | 'BREAST';
  readonly photo: () => Promise<Buffer>;
  /**
   * Whether the letter holds: ≤ 0.5% of the stage differs outside the changed
   * 4×4 blocks. An augmentation moves the whole breast by 1–8 px, the hair lying on it
   * included; a strand moved by 2 px changes its pixels while its block's mean holds,
   * so the treatment itself counts against the letter (on this photo every such pixel
   * is one the engine moves, 94% of them by ≥ 0.5 px). What must hold everywhere is
   * that nothing differs outside the region of interest.
   */
  readonly withinLetter: boolean;
}
const LIP_FILLER: Case = {
  procedure: 'LIP_FILLER',
  region: 'FACE',
  photo: facePhotoJpeg,
  withinLetter: true,
};
const BREAST_AUGMENTATION: Case = {
  procedure: 'BREAST_AUGMENTATION',
  region: 'BREAST',
  photo: personPhotoJpeg,
  withinLetter: false,
};
/**
 * A second body procedure on the same real torso (the woman in the red dress): a
 * reduction pulls the bust's contour in, the hair on it moving with it. Three other
 * standing torsos of the demo pictures give under 3% or a ripple in the fabric, and the
 * server refuses every standing one for the body-front and body-back procedures (no
 * knees in the picture): bench/real-photo-change.bench.ts measures them (bench/README.md).
 */
const BREAST_REDUCTION: Case = {
  procedure: 'BREAST_REDUCTION',
  region: 'BREAST',
  photo: () => realPhotoJpeg('standingWoman'),
  withinLetter: false,
};
/**
 * A second real torso: a seated woman in a black dress, her hand in her hair and her
 * arm clear of her chest. A lift with an implant fills the neckline and rounds the bust.
 */
const BREAST_LIFT_AND_AUGMENTATION: Case = {
  procedure: 'BREAST_LIFT_AND_AUGMENTATION',
  region: 'BREAST',
  photo: () => realPhotoJpeg('blackDress'),
  withinLetter: false,
};

const stage = (page: Page) => page.locator('.al-compare__stage');
const viewport = (page: Page, texts: Messages) =>
  page.getByRole('group', { name: texts.result.stageLabel });
const zoomOf = async (page: Page, texts: Messages) =>
  Number(await viewport(page, texts).getAttribute('data-zoom'));
const photoLeft = (page: Page) =>
  page
    .locator('.al-compare__photo')
    .first()
    .evaluate((node) => (node as HTMLElement).offsetLeft);
const divider = (page: Page, texts: Messages) =>
  page.getByRole('slider', { name: texts.result.dividerLabel });
const closeUpButton = (page: Page, texts: Messages) =>
  page.getByRole('button', { name: texts.result.closeUp, exact: true });
const fullButton = (page: Page, texts: Messages) =>
  page.getByRole('button', { name: texts.result.fullPhoto, exact: true });

/** Tier-1 with the patient's own photo, to the unveiled result (after the lead). */
async function toResult(
  browser: Parameters<typeof openFlow>[0],
  server: Parameters<typeof openFlow>[1],
  subject: Case,
  language: Language,
  view: Viewport,
  beforeGoto?: (page: Page) => Promise<unknown> | undefined,
): Promise<FlowPage> {
  const flow = await openFlow(
    browser,
    server,
    `/onboarding-tier1?clinicSdkKey=${DEMO_KEY}&lang=${language}`,
    {
      language,
      viewport: view,
      prefix: `result-focus-${subject.procedure.toLowerCase()}`,
      ...(beforeGoto ? { beforeGoto } : {}),
    },
  );
  const { page, texts } = flow;
  await page.getByRole('heading', { name: texts.area.title }).waitFor();
  await tapRegion(page, texts.area.regions[subject.region]);
  await page.getByRole('button', { name: texts.shell.continue }).click();
  await tapProcedure(page, subject.procedure);
  await page.getByRole('button', { name: texts.shell.continue }).click();
  await page.getByRole('button', { name: new RegExp(`^${texts.model.uploadOwn}`) }).click();
  await page.getByRole('button', { name: new RegExp(`^${texts.upload.methodUpload}`) }).click();
  await page.getByRole('heading', { name: texts.upload.title }).waitFor();
  await page.locator('input[type=file]').setInputFiles({
    name: 'me.jpg',
    mimeType: 'image/jpeg',
    buffer: await subject.photo(),
  });
  await page.getByRole('status').getByText(texts.upload.completed).waitFor();
  await page.getByRole('button', { name: texts.upload.submit }).click();
  await page.getByRole('heading', { name: texts.result.title }).waitFor();
  await unveilWithOnboardingLead(page, texts, {
    firstName: 'Maya',
    lastName: 'Focus',
    phone: '2025550111',
  });
  await closeUpButton(page, texts).waitFor({ timeout: 90_000 });
  // The stage opens on the close-up (animated from the full photo).
  await closeUpButton(page, texts).and(page.locator('[aria-pressed="true"]')).waitFor();
  return flow;
}

/** Both photos loaded in the stage. */
const imagesLoaded = (page: Page) =>
  page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLImageElement>('.al-compare__photo img')].every(
      (image) => image.complete && image.naturalWidth > 0,
    ),
  );

/** The stage's before and after as displayed, without the labels and the divider on top. */
async function grabBeforeAndAfter(page: Page, texts: Messages) {
  await imagesLoaded(page);
  const chrome = await page.addStyleTag({
    // The labels, the divider and the stage's 'Simulation' tag are chrome, not the photo.
    content:
      '.al-compare__label, .al-compare__divider, .al-compare__mark { opacity: 0 !important; }',
  });
  await divider(page, texts).focus();
  await page.keyboard.press('Home');
  await page.waitForFunction(() => document.querySelector('[aria-valuenow="0"]') !== null);
  const before = await stage(page).screenshot();
  await page.keyboard.press('End');
  await page.waitForFunction(() => document.querySelector('[aria-valuenow="100"]') !== null);
  const after = await stage(page).screenshot();
  await chrome.evaluate((node) => (node as HTMLElement).remove());
  return { before, after };
}

/** The stage's before picture: the server's normalised image, not a blob of the browser's. */
async function beforeUrl(page: Page): Promise<string> {
  const src = await page.locator('.al-compare__photo img').first().getAttribute('src');
  if (!src) throw new Error('no before picture');
  return src;
}

const percent = (share: number) => `${(share * 100).toFixed(2)}%`;

/** The region of interest of the transform's metadata document, once the page has read it. */
function recordRegion(page: Page): () => RegionOfInterest {
  let region: RegionOfInterest | undefined;
  page.on('response', async (response) => {
    if (!response.ok() || !response.url().includes('/metadata')) return;
    const document = (await response.json().catch(() => null)) as {
      region?: RegionOfInterest;
    } | null;
    if (document?.region) region = document.region;
  });
  return () => {
    if (!region) throw new Error('no region of interest in the metadata');
    return region;
  };
}

/** The region of interest drawn where the stage shows the photo, in the stage's pixels. */
async function regionOnStage(page: Page, region: RegionOfInterest): Promise<StageRect> {
  const [photo, frame] = await Promise.all([
    page.locator('.al-compare__photo img').first().boundingBox(),
    stage(page).boundingBox(),
  ]);
  if (!photo || !frame) throw new Error('no stage');
  const x = (share: number) => photo.x - frame.x + share * photo.width;
  const y = (share: number) => photo.y - frame.y + share * photo.height;
  return {
    left: x(region.left),
    top: y(region.top),
    right: x(region.right),
    bottom: y(region.bottom),
  };
}

/**
 * The 'SIMULATION' pills the server stamps on the after image, drawn on the stage: the
 * figures leave them out (they change the picture, but they are not the treatment).
 */
async function marksOnStage(page: Page, region: RegionOfInterest): Promise<StageRect[]> {
  const image = page.locator('.al-compare__photo img').first();
  const [photo, frame, size] = await Promise.all([
    image.boundingBox(),
    stage(page).boundingBox(),
    image.evaluate((node) => ({
      width: (node as HTMLImageElement).naturalWidth,
      height: (node as HTMLImageElement).naturalHeight,
    })),
  ]);
  if (!photo || !frame) throw new Error('no stage');
  const x = (px: number) => photo.x - frame.x + (px / size.width) * photo.width;
  const y = (px: number) => photo.y - frame.y + (px / size.height) * photo.height;
  return simulationMarkBoxes(size, region).map((box) => ({
    left: Math.floor(x(box.x)),
    top: Math.floor(y(box.y)),
    right: Math.ceil(x(box.x + box.w)),
    bottom: Math.ceil(y(box.y + box.h)),
  }));
}

describe('the result in focus, on real photos in Debian Chromium at 390×844', () => {
  const { server, browser } = useServerAndBrowser();

  for (const subject of [
    LIP_FILLER,
    BREAST_AUGMENTATION,
    BREAST_REDUCTION,
    BREAST_LIFT_AND_AUGMENTATION,
  ]) {
    const letter = subject.withinLetter ? ', ≤ 0.5% mismatch' : '';
    it(`${subject.procedure}: opens on the change, visible (≥ 3% of blocks), from one source (≤ 0.5% differs outside the treated area${letter})`, async () => {
      let regionOf: () => RegionOfInterest = () => {
        throw new Error('page not open');
      };
      const flow = await toResult(browser(), server(), subject, 'en', 'phone', (page) => {
        regionOf = recordRegion(page);
        return undefined;
      });
      const { page, texts } = flow;
      const region = regionOf();
      // One source: the before is the server's stored photo (its signed address).
      expect(await beforeUrl(page)).toMatch(/\/blobs\/v1\/clinics\/.+\/images\//);
      // The most pronounced level of the series.
      const adjust = page
        .getByRole('slider')
        .filter({ hasNot: page.locator('.al-compare__handle') })
        .last();
      await adjust.focus();
      await page.keyboard.press('End');
      const closeUp = await grabBeforeAndAfter(page, texts);
      const figures = await stageFigures(
        closeUp.before,
        closeUp.after,
        await regionOnStage(page, region),
        await marksOnStage(page, region),
      );
      // The stage as the patient sees it at each end of the divider, to look at.
      const name = `result-focus-${subject.procedure.toLowerCase()}-stage`;
      await writeFile(join(screenshotDir, `${name}-before.png`), closeUp.before);
      await writeFile(join(screenshotDir, `${name}-after.png`), closeUp.after);
      const zoom = await zoomOf(page, texts);
      await fullButton(page, texts).click();
      await page.waitForFunction(() => document.querySelector('[data-zoom="1.000"]') !== null);
      const full = await grabBeforeAndAfter(page, texts);
      const fullFigures = await stageFigures(
        full.before,
        full.after,
        await regionOnStage(page, region),
        await marksOnStage(page, region),
      );
      const line = (figures: StageFigures) =>
        `visible change ${percent(figures.visibleChange)}, mismatch ${percent(figures.mismatch)} ` +
        `(outside the treated area: ${percent(figures.mismatchOutsideTreated)}; ` +
        `outside the region of interest: ${percent(figures.mismatchOutsideRegion)})`;
      console.log(
        `${subject.procedure} at the largest level: close-up (zoom ${zoom}) ${line(figures)}; ` +
          `full photo ${line(fullFigures)}`,
      );
      expect(zoom).toBeGreaterThan(1);
      // The bar for lips on a portrait whose face fills the frame.
      if (subject.procedure === 'LIP_FILLER') expect(zoom).toBeGreaterThanOrEqual(2.5);
      expect(figures.visibleChange).toBeGreaterThanOrEqual(0.03);
      // One source: outside the area the engine visibly moves, before and after are the
      // same picture (issue 30's measure). The region of interest is the close-up's
      // framing of the treated anatomy where the change is strong (issue 30), so the
      // field's faint tail may pass it: that figure is printed, not bounded.
      expect(figures.mismatchOutsideTreated).toBeLessThanOrEqual(0.005);
      expect(fullFigures.mismatchOutsideTreated).toBeLessThanOrEqual(0.005);
      if (subject.withinLetter) {
        expect(figures.mismatch).toBeLessThanOrEqual(0.005);
        expect(fullFigures.mismatch).toBeLessThanOrEqual(0.005);
      }
      expect(problemsOf(flow)).toEqual([]);
      expect(flow.outsideRequests).toEqual([]);
      await flow.close();
    });
  }

  it('toggle, wheel, drag, pinch and keys zoom and move the photo; the divider and the level slider keep out of it; axe clean', async () => {
    const flow = await toResult(browser(), server(), LIP_FILLER, 'en', 'phone');
    const { page, texts } = flow;
    await imagesLoaded(page);
    await expectAxeClean(page);
    const closeUpZoom = await zoomOf(page, texts);
    expect(closeUpZoom).toBeGreaterThan(1.5);

    // Toggle: 'Full photo' shows it all, 'Close-up' goes back.
    await fullButton(page, texts).click();
    await page.waitForFunction(() => document.querySelector('[data-zoom="1.000"]') !== null);
    expect(await fullButton(page, texts).getAttribute('aria-pressed')).toBe('true');
    await closeUpButton(page, texts).click();
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-zoom]')?.getAttribute('data-zoom')) === zoom,
      closeUpZoom,
    );

    // The level slider keeps the zoom and pan.
    const left = await photoLeft(page);
    await page
      .getByRole('slider', { name: texts.result.adjust[adjustmentKind('LIP_FILLER')] })
      .focus();
    await page.keyboard.press('ArrowLeft');
    expect(await zoomOf(page, texts)).toBe(closeUpZoom);
    expect(await photoLeft(page)).toBe(left);

    // Keys: '0' the full photo, '+' and '−' zoom, arrows move it.
    const group = viewport(page, texts);
    await group.focus();
    await page.keyboard.press('0');
    await page.waitForFunction(() => document.querySelector('[data-zoom="1.000"]') !== null);
    await page.keyboard.press('+');
    await page.keyboard.press('+');
    const keyZoom = await zoomOf(page, texts);
    expect(keyZoom).toBeCloseTo(1.5625, 2);
    const beforeArrow = await photoLeft(page);
    await page.keyboard.press('ArrowLeft');
    expect(await photoLeft(page)).toBeGreaterThan(beforeArrow);
    await page.keyboard.press('-');
    expect(await zoomOf(page, texts)).toBeCloseTo(1.25, 2);

    // Wheel over the photo zooms in around the pointer.
    const box = await stage(page).boundingBox();
    if (!box) throw new Error('no stage');
    const spot = { x: box.x + box.width * 0.2, y: box.y + box.height * 0.4 };
    await page.mouse.move(spot.x, spot.y);
    await page.mouse.wheel(0, -200);
    await page.waitForFunction(
      (zoom) => Number(document.querySelector('[data-zoom]')?.getAttribute('data-zoom')) > zoom,
      1.3,
    );

    // A drag away from the divider moves the photo and leaves the divider where it is.
    const dividerBefore = await divider(page, texts).getAttribute('aria-valuenow');
    const dragStart = await photoLeft(page);
    await page.mouse.move(spot.x, spot.y);
    await page.mouse.down();
    await page.mouse.move(spot.x + 40, spot.y, { steps: 4 });
    await page.mouse.up();
    expect(await photoLeft(page)).toBeGreaterThan(dragStart);
    expect(await divider(page, texts).getAttribute('aria-valuenow')).toBe(dividerBefore);

    // A drag on the divider moves the divider and leaves the photo where it is.
    const zoomBeforeDivider = await zoomOf(page, texts);
    const leftBeforeDivider = await photoLeft(page);
    const handle = await page.locator('.al-compare__handle').boundingBox();
    if (!handle) throw new Error('no divider handle');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.8, handle.y + handle.height / 2, { steps: 4 });
    expect(Number(await divider(page, texts).getAttribute('aria-valuenow'))).toBeLessThan(40);
    await page.mouse.up();
    expect(await zoomOf(page, texts)).toBe(zoomBeforeDivider);
    expect(await photoLeft(page)).toBe(leftBeforeDivider);

    // Pinch: two fingers apart zoom in, together zoom out.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 5 });
    const cx = box.x + box.width * 0.3;
    const cy = box.y + box.height * 0.5;
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', gap: number) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints:
          type === 'touchEnd'
            ? []
            : [
                { x: cx - gap, y: cy, id: 1 },
                { x: cx + gap, y: cy, id: 2 },
              ],
      });
    const zoomBeforePinch = await zoomOf(page, texts);
    await touch('touchStart', 20);
    for (const gap of [30, 40, 50, 60]) await touch('touchMove', gap);
    await touch('touchEnd', 0);
    const pinched = await zoomOf(page, texts);
    expect(pinched).toBeGreaterThan(zoomBeforePinch);
    await touch('touchStart', 60);
    for (const gap of [50, 40, 30]) await touch('touchMove', gap);
    await touch('touchEnd', 0);
    expect(await zoomOf(page, texts)).toBeLessThan(pinched);

    // 'Download my before/after': the close-up and the full photos side by side.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: texts.afterLead.download }).click(),
    ]);
    const saved = join(screenshotDir, 'result-focus-download.png');
    await download.saveAs(saved);
    const picture = await sharp(saved).metadata();
    expect(picture.format).toBe('png');
    // Two photos wide; taller than one photo: the close-up row above the full one.
    const stored = await page.request.get(new URL(await beforeUrl(page), page.url()).href);
    const photo = await sharp(new Uint8Array(await stored.body())).metadata();
    expect(picture.width).toBeGreaterThan(
      2 * (photo.width ?? 0) * (1024 / (photo.height ?? 1024)) - 1,
    );
    expect(picture.height).toBeGreaterThan(1024 + 200);

    // Keyboard alone reaches the stage and its buttons.
    await fullButton(page, texts).focus();
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.querySelector('[data-zoom="1.000"]') !== null);
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await closeUpButton(page, texts).and(page.locator('[aria-pressed="true"]')).waitFor();
    await expectAxeClean(page);
    expect(problemsOf(flow)).toEqual([]);
    await flow.close();
  });

  // Both screens and both languages, each once: Spanish on the phone (the tightest fit)
  // and English on a desktop; the other two pairings repeat them.
  for (const [view, language] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`screenshots: the tier-1 result in close-up and full, axe clean (${view}, ${language})`, async () => {
      const flow = await toResult(browser(), server(), LIP_FILLER, language, view);
      await shootCloseUpAndFull(flow);
    });
  }

  /** The lead form: 'details' (name and phone, the ad flow) or 'onboarding' (first and last name). */
  async function submitLead(flow: FlowPage, kind: 'details' | 'onboarding') {
    const { page, texts } = flow;
    const dialog = leadDialog(page);
    await dialog.getByRole('heading', { name: texts.lead.headingResults }).waitFor();
    if (kind === 'onboarding') {
      await fillOnboardingLead(page, texts, {
        firstName: 'Maya',
        lastName: 'Focus',
        phone: '2025550111',
      });
    } else {
      await dialog.getByLabel(texts.lead.name, { exact: true }).fill('Maya Focus');
      await dialog.getByLabel(texts.phoneInput.label, { exact: true }).fill('2025550111');
    }
    await dialog.getByRole('button', { name: texts.lead.viewResults }).click();
    await dialog.waitFor({ state: 'detached', timeout: 120_000 });
  }

  async function shootCloseUpAndFull(flow: FlowPage) {
    const { page, texts } = flow;
    await closeUpButton(page, texts)
      .and(page.locator('[aria-pressed="true"]'))
      .waitFor({ timeout: 90_000 });
    await imagesLoaded(page);
    await flow.shot('close-up');
    await expectAxeClean(page);
    await fullButton(page, texts).click();
    await page.waitForFunction(() => document.querySelector('[data-zoom="1.000"]') !== null);
    await flow.shot('full');
    await expectAxeClean(page);
    expect(problemsOf(flow)).toEqual([]);
    await flow.close();
  }

  for (const [view, language] of [
    ['phone', 'es'],
    ['desktop', 'en'],
  ] as const) {
    it(`the ad flow's and the single-procedure flow's results open on the close-up too (${view}, ${language})`, async () => {
      const ad = await openFlow(
        browser(),
        server(),
        `/onboarding-advertise?clinicSdkKey=${DEMO_KEY}&procedure=BREAST_AUGMENTATION&ctaCopy=1&lang=${language}`,
        { language, viewport: view, prefix: 'result-focus-advertise' },
      );
      await ad.page
        .getByRole('list', { name: ad.texts.model.gridLabel })
        .getByRole('img')
        .first()
        .click();
      await submitLead(ad, 'details');
      await shootCloseUpAndFull(ad);

      const single = await openFlow(
        browser(),
        server(),
        `/onboarding-single-procedure?clinicSdkKey=${DEMO_KEY}&lang=${language}`,
        { language, viewport: view, prefix: 'result-focus-single-procedure' },
      );
      // The landing's example opens on the close-up too: the model list's region.
      await single.page
        .getByRole('region', { name: single.texts.singleProcedure.exampleLabel })
        .getByRole('button', { name: single.texts.result.closeUp, exact: true })
        .and(single.page.locator('[aria-pressed="true"]'))
        .waitFor({ timeout: 60_000 });
      await single.shot('landing-example');
      await single.page
        .getByRole('button', { name: single.texts.singleProcedure.simulateButton })
        .click();
      await single.page
        .getByRole('list', { name: single.texts.model.gridLabel })
        .getByRole('img')
        .first()
        .click();
      await submitLead(single, 'onboarding');
      await shootCloseUpAndFull(single);
    }, 240_000);
  }
});
