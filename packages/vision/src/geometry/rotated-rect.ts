/**
 * A region of the image in pixels, rotated about its centre: MediaPipe's "norm rect"
 * but in pixel units. Every model here looks at the image through one of these.
 */
export interface RotatedRect {
  readonly centerX: number;
  readonly centerY: number;
  readonly width: number;
  readonly height: number;
  /** Radians, clockwise on screen (y points down). */
  readonly rotation: number;
}

export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Maps a point given in the rect's own unit square (0..1, as a model sees its crop) to image pixels. */
export function fromRectUnit(rect: RotatedRect, u: number, v: number): Point {
  const dx = (u - 0.5) * rect.width;
  const dy = (v - 0.5) * rect.height;
  const cos = Math.cos(rect.rotation);
  const sin = Math.sin(rect.rotation);
  return { x: rect.centerX + cos * dx - sin * dy, y: rect.centerY + sin * dx + cos * dy };
}

/** The whole image letterboxed into a square, as the full-frame detectors expect it. */
export function letterboxRect(width: number, height: number): RotatedRect {
  const side = Math.max(width, height);
  return { centerX: width / 2, centerY: height / 2, width: side, height: side, rotation: 0 };
}

/** Angle in (-π, π]. */
export function normalizeRadians(angle: number): number {
  return angle - 2 * Math.PI * Math.floor((angle + Math.PI) / (2 * Math.PI));
}

/**
 * Rotation that turns the vector from `from` to `to` so it points at `targetAngle`
 * (radians, counter-clockwise from the image's x axis, as MediaPipe's
 * rotation_vector_target_angle).
 */
export function rotationToAlign(from: Point, to: Point, targetAngle: number): number {
  return normalizeRadians(targetAngle - Math.atan2(-(to.y - from.y), to.x - from.x));
}

/** Scales a rect about its centre, first squaring it to its longer side (MediaPipe's square_long). */
export function squareAndScale(rect: RotatedRect, scale: number): RotatedRect {
  const side = Math.max(rect.width, rect.height) * scale;
  return { ...rect, width: side, height: side };
}
