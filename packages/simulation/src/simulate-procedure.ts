import { buildDeformation } from './build-deformation.ts';
import type { AfterImage, SimulationRequest, SimulationResult } from './types.ts';
import { warpImage } from './warp/warp-image.ts';

/** Smallest photo side the engine accepts. */
const MIN_SIDE = 16;

/**
 * The after images for a photo: the procedure's deformation, built once from the
 * subject's landmarks and mask, applied at each level of its series (subtle to
 * pronounced; breast augmentation in 25 cc implant steps).
 */
export function simulateProcedure(request: SimulationRequest): SimulationResult {
  const { image, subject, procedure, view } = request;
  const { width, height } = image;
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
  const series = deformation.steps.map((step): AfterImage => {
    const after = warpImage(image, deformation.fieldAt(step.level));
    return step.implant_size_in_cc === undefined
      ? { image: after, level: step.level }
      : { image: after, level: step.level, implant_size_in_cc: step.implant_size_in_cc };
  });
  return { ok: true, series };
}
