import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { Browser } from 'playwright-core';
import { fakeCameraArgs, launchBrowser } from '../support/browser.ts';
import { writeStillsClip } from './y4m.ts';

/** A Chromium whose camera shows a mannequin render and the means to shut it down. */
export interface MannequinCamera {
  readonly browser: Browser;
  close(): Promise<void>;
}

/**
 * Chromium with a fake camera looping one of our sample-model renders (a path under
 * assets/sample-models, e.g. 'BODY_FRONT/body-mei.png'), the camera prompt answered yes.
 */
export async function launchMannequinCamera(render: string): Promise<MannequinCamera> {
  const work = await mkdtemp(join(tmpdir(), 'afterlook-camera-'));
  const clip = join(work, 'camera.y4m');
  await writeStillsClip(clip, [resolve(import.meta.dirname, '../../assets/sample-models', render)]);
  const browser = await launchBrowser(fakeCameraArgs(clip));
  return {
    browser,
    close: async () => {
      await browser.close();
      await rm(work, { recursive: true, force: true });
    },
  };
}
