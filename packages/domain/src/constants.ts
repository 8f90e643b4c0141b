/** Business constants and limits of docs/product/limits.md, grouped by the concern that uses them. */

/** Guided body scan (docs/product/state-machines.md#capture-flow). */
export const SCAN_TIMING = {
  /** The device-orientation level and the pose are checked once per tick. */
  tickMs: 1000,
  /** The level line is OK while the value stays within this window (inclusive). */
  levelWindow: { min: 0.45, max: 0.55 },
  /** Level and pose count as reached after MORE than this many consecutive OK ticks. */
  consecutiveTicksToExceed: 2,
  stayStillMs: 3000,
  countdownMs: 3000,
  /** From the countdown's start to the captured frame. */
  captureDelayMs: 3750,
  postCaptureLockMs: 250,
} as const;

/** Camera constraints of the scan. */
export const CAMERA = { aspectRatio: 1, audio: false } as const;

/** In-browser pose landmarker settings (MediaPipe PoseLandmarker). */
export const POSE_MODEL = {
  variant: 'heavy',
  delegate: 'GPU',
  runningMode: 'VIDEO',
  minPoseDetectionConfidence: 0.75,
  minPosePresenceConfidence: 0.75,
  minTrackingConfidence: 0.75,
} as const;

/** In-browser face detector defaults (MediaPipe FaceDetector). */
export const FACE_DETECTOR_DEFAULTS = {
  minDetectionConfidence: 0.5,
  minSuppressionThreshold: 0.3,
  /** One face, hand or pose. */
  maxResults: 1,
} as const;

/**
 * The browser's face check on a face procedure's front view (upload and scan). The spec
 * gives no turn limit, so this one is ours: the nose tip's offset from the eyes' midpoint,
 * along the eye line, as a share of the distance between the eyes. It grows with the turn
 * as about 0.48·tan(turn) (0.28 at 30°, 0.40 at 40°; frontal photos measure up to 0.26,
 * profiles 0.85 and more). 0.4 is a little more lenient than the server's ±30° check, so
 * the browser never turns away a photo the server would take; the server still checks.
 */
export const FACE_CHECK = {
  maxNoseOffset: 0.4,
} as const;

/** Result fetching and code loading. */
export const NETWORK_TIMING = {
  metadataPollIntervalMs: 500,
  chunkLoadTimeoutMs: 120_000,
} as const;

/** Touch and swipe handling. */
export const GESTURES = {
  /** A horizontal move longer than this is a swipe of the instruction carousel. */
  swipeThresholdPx: 50,
  /** Touch starts this close to a screen edge are blocked (browser back gestures). */
  edgeGuardPx: 20,
} as const;

/** How much content a screen shows. */
export const CONTENT_LIMITS = {
  sampleModelsPerProcedure: 3,
  maxGoodPhotoExamples: 3,
} as const;

/** Lead and contact forms (docs/product/validation.md). */
export const LEAD_LIMITS = {
  /** Details form (form flow): name at least this long. */
  detailsNameMinLength: 3,
  /** Details form (form flow): phone at least this long. */
  detailsPhoneMinLength: 10,
  /** Onboarding lead form: first and last name, trimmed, within these bounds. */
  onboardingNameLength: { min: 2, max: 20 },
  /** Onboarding lead form: the US phone must be LONGER than this to enable submit. */
  onboardingPhoneLengthToExceed: 10,
  /** An email address (RFC 5321's path limit). */
  emailMaxLength: 254,
} as const;

/** Phone input with country picker. */
export const PHONE_INPUT = {
  maxDigits: 15,
  countrySearchDebounceMs: 250,
  defaultCountryIso2: 'us',
} as const;

/** Measurement form (docs/product/validation.md). */
export const MEASUREMENT_LIMITS = {
  messageMinLength: 3,
  weightLbs: { min: 50, max: 500 },
  heightFeet: { min: 1, max: 10 },
  heightInches: { min: 0, max: 11 },
} as const;

/** The patient-coordinator intake's typed answers (tier-1 assistant). */
export const INTAKE_LIMITS = {
  /** Age in whole years; the clinics treat adults only. */
  ageYears: { min: 18, max: 100 },
  /** A phone has at least this many digits (a US number without its country code). */
  phoneMinDigits: 10,
  /** An adult's height and weight, whichever unit they are typed in (about 4'0"–7'6"). */
  heightCm: { min: 120, max: 230 },
  weightKg: { min: 30, max: 300 },
  weightLb: { min: 66, max: 660 },
} as const;

/** Chat requests and the chat screen (docs/product/state-machines.md#chat-flows, api.md#chat-and-leads). */
export const CHAT_LIMITS = {
  temperature: 0.5,
  maxTokens: 500,
  /** Only the last this-many history entries are sent. */
  historyEntries: 2,
  typingMsPerChar: 10,
  scriptedMessageDelayMs: 500,
  /** 'Schedule a Consultation' is offered once MORE than this many messages were sent. */
  scheduleSuggestionAfterMessages: 1,
  autoFocusDelayMs: 1000,
} as const;

/** Session and follow-up promises. */
export const SESSION_LIMITS = {
  expiryReloadMs: 3000,
  visualizationEmailHours: 12,
} as const;

/** Look and motion defaults of the widget. */
export const THEME_DEFAULTS = {
  themeColor: '#00B7F4',
  fontFamily: 'Urbanist',
  buttonHeightPx: 39,
  spinnerPx: 35,
  smallSpinnerPx: 15,
  modalFadeMs: 50,
  overlayZIndex: 1000,
} as const;

/** Before/after comparison divider (docs/product/state-machines.md#lead-forms). */
export const DIVIDER = {
  /** At release the divider snaps to 1 above this position, else to 0. */
  snapThreshold: 0.5,
  snapAnimationMs: 1000,
} as const;

/**
 * The result stage's close-up (issue 18): it opens on the simulation's region of
 * interest, and the patient zooms and pans the photo.
 */
export const FOCUS_STAGE = {
  /** The move from the full photo to the close-up (none with prefers-reduced-motion). */
  openAnimationMs: 350,
  /** Zoom factor of one key press or zoom button, and of 100 px of wheel. */
  zoomStep: 1.25,
  /** Share of the visible photo one arrow key press moves it. */
  panStep: 0.1,
  /** At most this many CSS pixels per image pixel: the photo is never blown up past its pixels. */
  maxPixelScale: 1,
  /** A press this close to the divider (CSS px) drags the divider, not the photo. */
  dividerReachPx: 28,
} as const;

/** Adjustment slider defaults (docs/product/validation.md). */
export const SLIDER_DEFAULTS = { step: 1, min: 0, max: 100 } as const;

/** Implant size adjustment (docs/product/state-machines.md#simulation-flow). */
export const IMPLANT_SIZE = { sliderStep: 1, displayRoundingCc: 25 } as const;

/** Uploaded images (docs/product/validation.md, limits.md). */
export const UPLOAD_RULES = {
  allowedExtensions: ['png', 'jpeg', 'jpg'],
  /** Images are sent as png. */
  contentType: 'image/png',
} as const;
