/**
 * Body landmarks in MediaPipe's 33-point pose topology, shared by the browser scan
 * (MediaPipe PoseLandmarker), the server's vision package and the simulation engine.
 */
export const BODY_LANDMARK_NAMES = [
  'nose',
  'left_eye_inner',
  'left_eye',
  'left_eye_outer',
  'right_eye_inner',
  'right_eye',
  'right_eye_outer',
  'left_ear',
  'right_ear',
  'mouth_left',
  'mouth_right',
  'left_shoulder',
  'right_shoulder',
  'left_elbow',
  'right_elbow',
  'left_wrist',
  'right_wrist',
  'left_pinky',
  'right_pinky',
  'left_index',
  'right_index',
  'left_thumb',
  'right_thumb',
  'left_hip',
  'right_hip',
  'left_knee',
  'right_knee',
  'left_ankle',
  'right_ankle',
  'left_heel',
  'right_heel',
  'left_foot_index',
  'right_foot_index',
] as const;

export type BodyLandmarkName = (typeof BODY_LANDMARK_NAMES)[number];

/** Index of a named landmark in the 33-point list. */
export const bodyLandmarkIndex = (name: BodyLandmarkName): number =>
  BODY_LANDMARK_NAMES.indexOf(name);

type PartOf<Name> = Name extends `left_${infer Part}` ? Part : never;
/** A part MediaPipe marks on both sides of the body: 'shoulder' for left_ and right_shoulder. */
export type SidedBodyPart = PartOf<BodyLandmarkName>;

/**
 * The landmarks of each part on both sides, left then right:
 * bothSides('ear', 'hip') is left_ear, right_ear, left_hip, right_hip.
 */
export const bothSides = (...parts: readonly SidedBodyPart[]): BodyLandmarkName[] =>
  parts.flatMap((part) => [`left_${part}`, `right_${part}`] as const);

/**
 * One landmark in image pixels (x right, y down), the subject's own left/right as
 * MediaPipe defines them; visibility 0..1 is the detector's confidence it is in view.
 */
export interface Landmark {
  readonly x: number;
  readonly y: number;
  readonly z?: number;
  readonly visibility: number;
}

/** Exactly 33 landmarks, ordered as BODY_LANDMARK_NAMES. */
export type BodyLandmarks = readonly Landmark[];

/** An RGBA image, 8 bits per channel, row-major, no padding. */
export interface RgbaImage {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8ClampedArray;
}

/** Per-pixel person probability 0..255, same size as the image it belongs to. */
export interface PersonMask {
  readonly width: number;
  readonly height: number;
  readonly data: Uint8Array;
}

/** Face landmarks in image pixels: the face mesh points and the lip contours taken from them. */
export interface FaceLandmarks {
  readonly points: readonly Landmark[];
  /** Outer lip contour, clockwise from the left mouth corner. */
  readonly outerLips: readonly Landmark[];
  /** Inner lip contour, clockwise from the left mouth corner. */
  readonly innerLips: readonly Landmark[];
}

/** Everything the engine needs to know about the person in a photo. */
export interface SubjectAnalysis {
  readonly body: BodyLandmarks | null;
  readonly mask: PersonMask | null;
  readonly face: FaceLandmarks | null;
}
