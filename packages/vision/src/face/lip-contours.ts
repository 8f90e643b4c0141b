/**
 * Lip contours as indices into MediaPipe's 468-point face mesh, each starting at
 * the subject's left mouth corner (the image's right in a frontal photo) and going
 * clockwise as seen in the image: along the lower lip, then back along the upper.
 */
export const OUTER_LIP_INDICES = [
  291, 375, 321, 405, 314, 17, 84, 181, 91, 146, 61, 185, 40, 39, 37, 0, 267, 269, 270, 409,
] as const;

export const INNER_LIP_INDICES = [
  308, 324, 318, 402, 317, 14, 87, 178, 88, 95, 78, 191, 80, 81, 82, 13, 312, 311, 310, 415,
] as const;

/** Face mesh points that define the face's roll: the subject's right and left outer eye corners. */
export const RIGHT_EYE_OUTER = 33;
export const LEFT_EYE_OUTER = 263;
