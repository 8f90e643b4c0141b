import { buildDeformation } from './build-deformation.ts';
import { seriesRegion } from './region-of-interest.ts';
import type { AfterImage, SeriesShare, SimulationRequest, SimulationResult } from './types.ts';
import { warpImage } from './warp/warp-image.ts';

/** Smallest photo side the engine accepts. */
const MIN_SIDE = 16;

export interface SimulateOptions {
  /** Render only this share of the series (the same deformation, every of-th level). */
  readonly share?: SeriesShare;
}

const isValidShare = (share: SeriesShare): boolean =>
  Number.isInteger(share.of) &&
  Number.isInteger(share.index) &&
  share.of >= 1 &&
  share.index >= 0 &&
  share.index < share.of;

/**
 * The after images for a photo: the procedure's deformation, built once from the
 * subject's landmarks and mask, applied at each level of its series (subtle to
 * pronounced; breast augmentation in 25 cc implant steps). With a share, only that
 * part of the series is warped; `total` still counts the whole series.
 */
export function simulateProcedure(
  request: SimulationRequest,
  options: SimulateOptions = {},
): SimulationResult {
  const { image, subject, procedure, view } = request;
  const { width, height } = image;
  const share = options.share ?? { index: 0, of: 1 };
  // A bad share is the caller's bug, not a property of the photo.
  if (!isValidShare(share)) throw new RangeError(`Invalid series share ${JSON.stringify(share)}`);
  if (
    !Number.isInteger(width) ||
    !Number.isInteger(height) ||
    width < MIN_SIDE ||
    height < MIN_SIDE ||
    image.data.length !== width * height * 4
  ) {
    return { ok: false, reason: 'image_invalid' };
  }
  const built = buildDeformation({ width, height, subject, procedure, view, image });
  if (!built.ok) return built;
  const { deformation } = built;
  const series = deformation.steps.flatMap((step, index): AfterImage[] => {
    if (index % share.of !== share.index) return [];
    const after = warpImage(image, deformation.fieldAt(step.level));
    return [
      step.implant_size_in_cc === undefined
        ? { index, image: after, level: step.level }
        : { index, image: after, level: step.level, implant_size_in_cc: step.implant_size_in_cc },
    ];
  });
  return { ok: true, total: deformation.steps.length, series, region: seriesRegion(deformation) };
}
