import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { RgbaImage } from '@afterlook/domain';
import { decodeRgba } from '@afterlook/simulation/cli/png-files';
import sharp from 'sharp';

const demo = join(
  dirname(createRequire(import.meta.url).resolve('@vladmandic/face-api/package.json')),
  'demo',
);

export interface Crop {
  readonly left: number;
  readonly top: number;
  readonly width: number;
  readonly height: number;
}

/**
 * A real photo from @vladmandic/face-api's demo folder (MIT, a devDependency; the
 * images are read from the installed package, never committed), cut to `crop` and
 * decoded to RGBA with the team's codec.
 */
export async function samplePhoto(name: string, crop: Crop): Promise<RgbaImage> {
  return decodeRgba(sharp(join(demo, name)).extract(crop));
}
