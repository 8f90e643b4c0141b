import type { AfterImage } from './run-simulation.ts';

/** The after image at an index, clamped to the series. */
export const pickAfter = (images: readonly AfterImage[], index: number): AfterImage => {
  const image = images[Math.min(index, images.length - 1)] ?? images[0];
  if (!image) throw new Error('a successful result has at least one after image');
  return image;
};
