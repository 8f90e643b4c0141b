import type { ViewType } from '@afterlook/domain';

/**
 * Why the face check turns a photo or a live frame down: no face found, or a face
 * turned away from the camera (texts in the domain catalog: `upload.faceNotFound` /
 * `upload.faceTurned` for a photo, `scan.prompts.hintNoFace` / `hintHeadFaceCamera` live).
 */
export const FACE_ISSUES = ['no_face', 'face_turned'] as const;
export type FaceIssue = (typeof FACE_ISSUES)[number];
export const isFaceIssue = (issue: string): issue is FaceIssue =>
  FACE_ISSUES.some((each) => each === issue);

export type FaceVerdict = { readonly ok: true } | { readonly ok: false; readonly issue: FaceIssue };

export const FACE_OK: FaceVerdict = { ok: true };
export const faceIssue = (issue: FaceIssue): FaceVerdict => ({ ok: false, issue });

/**
 * The face check runs on the head's front view — the face procedures' photo (LIP_FILLER,
 * RHINOPLASTY…; docs/product/state-machines.md#capture-flow: face procedures scan the head
 * front). A turned head view (chin liposuction's HEAD_LEFT) shows a profile, which this
 * detector does not reliably find: the server's own check judges those.
 */
export const faceCheckApplies = (view: ViewType | null): boolean => view === 'HEAD_FRONT';
