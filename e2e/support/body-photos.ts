import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ViewType } from '@afterlook/domain';
import sharp from 'sharp';

export interface RealPhoto {
  readonly file: string;
  readonly crop: {
    readonly left: number;
    readonly top: number;
    readonly width: number;
    readonly height: number;
  };
  /** The views the cut is a fair photo for (the server's check may still refuse it: the bench prints its verdict). */
  readonly views: readonly ViewType[];
}

/**
 * Real people, clothed, cut from @vladmandic/face-api's demo pictures (MIT; an e2e
 * devDependency read from node_modules, never committed), one subject a cut:
 *
 * - portrait: the middle woman of sample3.jpg, her face filling the frame (lips);
 * - standingWoman: the second woman from the left of sample6.jpg (red dress), head
 *   to mid-thigh, facing the camera;
 * - greenDress: the woman on the left of sample6.jpg (green dress), head to
 *   mid-thigh, her shoulders tilted;
 * - stripedJumpsuit: the third woman of sample6.jpg (strapless striped jumpsuit),
 *   head to mid-thigh, her shoulders level;
 * - greenTop: the woman on the right of sample6.jpg (green top, dark trousers), head
 *   to mid-thigh, leaning on her neighbour;
 * - blackDress: the woman on the right of sample2.jpg (black dress), seated on a sofa,
 *   head to boots, facing the camera and looking down, her right hand in her hair;
 * - redTop: the woman on the right of sample5.jpg (red top), seated against the
 *   wall, turned a little, her head tilted;
 * - turnedAway: the woman on the left of sample4.jpg, her back and seat to the camera,
 *   looking over her shoulder.
 *
 * None of these pictures shows a standing person from the shoulders to the knees:
 * the server refuses the body-front and body-back views on every standing one of
 * them (body_not_in_frame), as docs/product/entities.md's views ask; the seated ones
 * are torso photos only.
 */
export type RealPhotoName =
  | 'portrait'
  | 'standingWoman'
  | 'greenDress'
  | 'stripedJumpsuit'
  | 'greenTop'
  | 'blackDress'
  | 'redTop'
  | 'turnedAway';

export const REAL_PHOTOS: Readonly<Record<RealPhotoName, RealPhoto>> = {
  portrait: {
    file: 'sample3.jpg',
    crop: { left: 960, top: 120, width: 460, height: 520 },
    views: ['HEAD_FRONT'],
  },
  standingWoman: {
    file: 'sample6.jpg',
    crop: { left: 580, top: 200, width: 480, height: 1336 },
    views: ['TORSO_FRONT', 'BODY_FRONT'],
  },
  greenDress: {
    file: 'sample6.jpg',
    crop: { left: 120, top: 360, width: 620, height: 1177 },
    views: ['TORSO_FRONT', 'BODY_FRONT'],
  },
  stripedJumpsuit: {
    file: 'sample6.jpg',
    crop: { left: 960, top: 150, width: 520, height: 1387 },
    views: ['TORSO_FRONT', 'BODY_FRONT'],
  },
  greenTop: {
    file: 'sample6.jpg',
    crop: { left: 1380, top: 150, width: 540, height: 1387 },
    views: ['TORSO_FRONT', 'BODY_FRONT'],
  },
  blackDress: {
    file: 'sample2.jpg',
    crop: { left: 1200, top: 100, width: 700, height: 1267 },
    views: ['TORSO_FRONT'],
  },
  redTop: {
    file: 'sample5.jpg',
    crop: { left: 1380, top: 200, width: 500, height: 1150 },
    views: ['TORSO_FRONT'],
  },
  turnedAway: {
    file: 'sample4.jpg',
    crop: { left: 40, top: 60, width: 620, height: 1388 },
    views: ['BODY_BACK'],
  },
};

const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

/** The cut as a JPEG a phone would make. */
export function realPhotoJpeg(name: RealPhotoName): Promise<Buffer> {
  const { file, crop } = REAL_PHOTOS[name];
  return sharp(join(demo, file)).extract(crop).jpeg({ quality: 90 }).toBuffer();
}
