import { POSE_MODEL } from '@afterlook/domain';

/**
 * Every geometric threshold of the pose rules, with why it has its value. Lengths are
 * relative (to the frame, the torso or the face) so they hold at any resolution and
 * distance. Body proportions follow adult anthropometry (shoulder-to-hip-joint ≈ 0.29
 * of stature) and where the detector puts its points on average builds.
 */
export const POSE_THRESHOLDS = {
  /**
   * A landmark counts as seen at this detector visibility or above: the same 0.75 the
   * landmarker itself uses for detection, presence and tracking (docs/product/state-machines.md#capture-flow), so a
   * point we rely on is as trustworthy as the pose we were given.
   */
  visible: POSE_MODEL.minPosePresenceConfidence,

  /** Required points must stay this far (fraction of the frame side) from the edges. */
  frameMargin: 0.02,
  /**
   * The crown sits this many torso heights above the nose (stature 1.00 vs nose 0.915,
   * torso 0.29 of stature): the pose model has no head-top point, so we extrapolate it.
   */
  crownAboveNosePerTorso: 0.3,
  /** The crown sits this many eye-to-mouth heights above the eyes (≈ 11 cm vs 7 cm). */
  crownAboveEyesPerFace: 1.6,
  /** The chin sits this many eye-to-mouth heights below the mouth corners (≈ 4.5 cm vs 7 cm). */
  chinBelowMouthPerFace: 0.7,

  /**
   * Crown to feet must fill at least this share of the frame height in BODY views;
   * smaller, the after-image simulation has too few pixels on the body to work with.
   */
  bodyMinFill: 0.55,
  /** Shoulders to hips must fill at least this share of the frame height in TORSO views. */
  torsoMinFill: 0.25,
  /** HEAD views: eye-to-mouth height over frame height below this means too far away. */
  faceMinFill: 0.05,
  /** HEAD views: above this the head is so close the lens distorts it (≈ 40 cm). */
  faceMaxFill: 0.16,
  /**
   * The subject's centre (torso, or head) may be this far from the frame's centre, as a
   * share of the frame width, before we ask to re-centre: the simulation crops around it.
   */
  maxCentreOffset: 0.2,

  /**
   * Frontal shoulder-landmark distance over torso height, as MediaPipe places the points
   * on average builds: 0.64–0.73 (mean 0.68, ≈ 0.197 of stature) in its detections of
   * the six sample-model renders, front and back (fixtures/recorded-detections.json;
   * figures of biacromial breadth 0.355–0.38 m at 1.60–1.72 m). Torso height does not
   * change as the patient turns about the vertical axis, so the projected width over
   * torso height, divided by this, is |cos yaw|.
   */
  frontalShoulderWidthPerTorso: 0.68,
  /**
   * Frontal hip-landmark distance over torso height: 0.36–0.44 (mean 0.40, ≈ 0.116 of
   * stature) in the same detections. The points sit near the hip joints, well inside
   * the hips' outline.
   */
  frontalHipWidthPerTorso: 0.4,
  /**
   * Width ratio (to frontal) at or above which the body faces the camera (or turns its
   * back). cos 33° = 0.84: between people's frontal widths (about ±12% around the
   * reference) and a 45° turn (cos 45° ≈ 0.71 of frontal, up to 0.81 for broad builds).
   */
  frontalMinWidthRatio: 0.84,
  /**
   * Width ratio below which the body is in profile. A real 90° profile does not project
   * to zero: detectors keep the hidden shoulder and hip behind the visible ones, which
   * leaves 0.2–0.4 of the frontal width; a 45° turn leaves ≈ 0.7. 0.5 splits the two.
   */
  profileMaxWidthRatio: 0.5,
  /**
   * Which side of the body faces the camera, from the left/right order of shoulders and
   * hips: facing the camera the patient's left joints appear on the image's right, with
   * the back to it on the image's left. MediaPipe labels joints by the person's own side
   * from behind too (recorded on the mannequin's back renders:
   * fixtures/recorded-detections.json), while it still reports nose and eyes as visible
   * there. The order counts once the signed width ratio reaches this, the profile limit
   * below: in profile near and far joints overlap and their order is noise.
   */
  facingOrderMinWidthRatio: 0.5,
  /**
   * The nose lies ≈ 0.2 torso heights in front of the shoulders' midpoint, so its depth
   * relative to them is ≈ −0.2 · cos yaw torso heights: negative facing the camera,
   * positive with the back to it (MediaPipe's z exaggerates it to ≈ ∓1.4 on the renders).
   * Beyond this, as for the turn below, it tells front from back.
   */
  noseDepthForFacingPerTorso: 0.2,
  /**
   * The nose lies ≈ 0.2 torso heights in front of the shoulder line, so its sideways
   * offset from the shoulders' midpoint is ≈ 0.2 · sin yaw. Beyond this offset (a turn
   * of ≳ 15°) it tells which way the patient turned.
   */
  noseOffsetForTurnPerTorso: 0.05,
  /** Toes lie ≈ 0.5 torso heights in front of the heels; beyond this offset they tell the turn. */
  footOffsetForTurnPerTorso: 0.1,
  /**
   * Shoulders and hips differ in depth by ≈ 0.6 torso heights · sin yaw; beyond this (a
   * turn of ≳ 20°, well above the detector's depth noise) the farther side tells the turn.
   */
  depthOffsetForTurnPerTorso: 0.2,

  /**
   * Head yaw is atan2 of the nose's sideways offset from the ears' midpoint (scaled by
   * this: half the ear-to-ear span ≈ 7.5 cm over the nose's depth in front of the ears
   * ≈ 10.5 cm) and half the signed ear-to-ear span.
   */
  earHalfSpanPerNoseDepth: 0.7,
  /** Head yaw within this many degrees of a step of 45° counts as that step (half a step). */
  headYawStepToleranceDeg: 22.5,

  /**
   * Shoulder or hip line tilted beyond this many degrees asks to stand straight. Relaxed
   * stance stays within ≈ 3°, detector noise ≈ 2°. Checked facing or back to the
   * camera only: when turned, a low camera's perspective tilts the lines by itself.
   */
  maxLineTiltDeg: 10,
  /**
   * Level shoulders and hips and free arms are only checked at this width ratio or above
   * (turned ≲ 22°). There a camera 0.55 m below the shoulders at 2 m tilts the lines by
   * ≲ 6° through perspective alone, inside the allowance above, and the far arm does not
   * yet swing in front of the torso; further turned, both checks would blame the turn.
   */
  squareMinWidthRatio: 0.93,
  /** Shoulders' midpoint off the hips' vertical by more than this many degrees of torso lean. */
  maxTorsoLeanDeg: 12,
  /** Eye line tilted beyond this many degrees asks to keep the head level (HEAD_FRONT). */
  maxHeadRollDeg: 10,

  /**
   * An elbow or wrist between shoulder and hip height must lie at least this many frontal
   * shoulder widths from the torso's midline. Arms hanging against the waist sit at
   * ≈ 0.5 (the shoulder joint), so this needs ≈ 10° of abduction: the waist contour,
   * which the body simulation reshapes, must be free.
   */
  armMinOffsetPerShoulderWidth: 0.62,
} as const;

/**
 * What running the landmark detector may cost the patient's phone during a scan. The
 * detector runs on the page's main thread (MediaPipe's WASM build has no worker of its
 * own), so every millisecond it takes is one the preview, the countdown and taps wait.
 */
export const POSE_DETECTION = {
  /**
   * A camera frame is shrunk to this many pixels on its longer side before detection.
   * The networks see 224×224 (the person detector, the whole frame) and 256×256 (the
   * landmark network, a crop around the person). A valid BODY view fills at least 0.55 of
   * the frame height, so that crop spans ≥ ≈ 0.7 of the frame and 384 px keep it at the
   * network's own resolution; a 1080 px phone frame would be 8× the pixels to copy into
   * WebGL and read back for nothing.
   */
  frameMaxSide: 384,
  /**
   * Detections start at least this far apart (≤ 10 a second). The verdict is sampled
   * once a second (SCAN_TIMING.tickMs), so more would only burn the battery.
   */
  minIntervalMs: 100,
  /**
   * On a slow phone the detector may take the main thread for at most this share of the
   * time: after a detection of d ms the loop rests d · (1 − share) / share ms. At 0.5 and
   * 120 ms a detection that is still 4 verdicts a second, and the page keeps every other
   * moment for the preview, the countdown and the patient's taps.
   */
  maxBusyShare: 0.5,
} as const;
