import {
  BODY_LANDMARK_NAMES,
  type BodyLandmarkName,
  type FaceLandmarks,
  type Landmark,
} from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { judgeView, type Subject } from './judge-view.ts';

/** A person facing the camera in a 1000×1000 photo: their left side on the image's right. */
const FRONT: Partial<Record<BodyLandmarkName, [number, number]>> = {
  nose: [500, 150],
  left_eye: [515, 140],
  right_eye: [485, 140],
  left_shoulder: [580, 250],
  right_shoulder: [420, 250],
  left_hip: [550, 500],
  right_hip: [450, 500],
  left_knee: [550, 700],
  right_knee: [450, 700],
};

function body(
  points: Partial<Record<BodyLandmarkName, [number, number]>>,
  hidden: BodyLandmarkName[] = [],
): Landmark[] {
  return BODY_LANDMARK_NAMES.map((name) => {
    const [x, y] = points[name] ?? [500, 500];
    return { x, y, visibility: points[name] && !hidden.includes(name) ? 0.99 : 0.1 };
  });
}

const mirrored = (points: typeof FRONT) =>
  Object.fromEntries(
    Object.entries(points).map(([k, [x, y]]) => [k, [1000 - x, y]]),
  ) as typeof FRONT;

const photo = (subject: Partial<Subject>): Subject => ({
  width: 1000,
  height: 1000,
  body: null,
  face: null,
  ...subject,
});

describe('judgeView for body views', () => {
  it('accepts a person facing the camera for the front views', () => {
    expect(judgeView('BODY_FRONT', photo({ body: body(FRONT) }))).toEqual({ ok: true });
    expect(judgeView('TORSO_FRONT', photo({ body: body(FRONT) }))).toEqual({ ok: true });
  });

  it('says there is no person without body landmarks', () => {
    expect(judgeView('BODY_FRONT', photo({}))).toEqual({ ok: false, reason: 'no_person' });
  });

  it('asks to face the camera when the shoulders are in back order', () => {
    const verdict = judgeView('BODY_FRONT', photo({ body: body(mirrored(FRONT)) }));
    expect(verdict).toEqual({ ok: false, reason: 'turn_to_face_camera' });
  });

  it('accepts a back view when the face is hidden, whatever the model made of left and right', () => {
    const back = body(FRONT, ['nose', 'left_eye', 'right_eye']);
    expect(judgeView('BODY_BACK', photo({ body: back }))).toEqual({ ok: true });
    expect(judgeView('BODY_BACK', photo({ body: body(mirrored(FRONT)) }))).toEqual({ ok: true });
  });

  it('asks to turn around for a back view when the person faces the camera', () => {
    const verdict = judgeView('BODY_BACK', photo({ body: body(FRONT) }));
    expect(verdict).toEqual({ ok: false, reason: 'turn_your_back' });
  });

  it('needs the knees for full-body views but not for torso views', () => {
    const noKnees = body(FRONT, ['left_knee', 'right_knee']);
    expect(judgeView('BODY_FRONT', photo({ body: noKnees }))).toEqual({
      ok: false,
      reason: 'body_not_in_frame',
    });
    expect(judgeView('TORSO_FRONT', photo({ body: noKnees }))).toEqual({ ok: true });
  });

  it('needs both hips for a torso front view, one for a profile', () => {
    const oneHip = body(FRONT, ['right_hip']);
    expect(judgeView('TORSO_FRONT', photo({ body: oneHip }))).toEqual({
      ok: false,
      reason: 'torso_not_in_frame',
    });
    expect(judgeView('TORSO_LEFT', photo({ body: oneHip }))).toEqual({ ok: true });
  });

  it('treats a landmark outside the photo as not seen', () => {
    const offFrame = body({ ...FRONT, left_knee: [550, 1200] });
    expect(judgeView('BODY_FRONT', photo({ body: offFrame }))).toEqual({
      ok: false,
      reason: 'body_not_in_frame',
    });
  });

  it('says the person is too small when the torso is a sliver of the photo', () => {
    expect(judgeView('BODY_FRONT', photo({ body: body(FRONT), height: 4000 }))).toEqual({
      ok: false,
      reason: 'person_too_small',
    });
  });
});

/** A 468-point mesh with only the points the verdict reads placed: nose tip 1, cheek edges 234 and 454. */
function face(noseX: number, width = 200): FaceLandmarks {
  const points: Landmark[] = Array.from({ length: 468 }, () => ({ x: 500, y: 500, visibility: 1 }));
  points[234] = { x: 500 - width / 2, y: 500, visibility: 1 };
  points[454] = { x: 500 + width / 2, y: 500, visibility: 1 };
  points[1] = { x: noseX, y: 500, visibility: 1 };
  return { points, outerLips: [], innerLips: [] };
}

describe('judgeView for head views', () => {
  it('needs a face', () => {
    expect(judgeView('HEAD_FRONT', photo({}))).toEqual({ ok: false, reason: 'face_not_found' });
  });

  it('accepts a frontal face and asks a turned one to face the camera', () => {
    expect(judgeView('HEAD_FRONT', photo({ face: face(510) }))).toEqual({ ok: true });
    expect(judgeView('HEAD_FRONT', photo({ face: face(590) }))).toEqual({
      ok: false,
      reason: 'turn_to_face_camera',
    });
  });

  it('does not ask a profile view to face the camera', () => {
    expect(judgeView('HEAD_LEFT', photo({ face: face(590) }))).toEqual({ ok: true });
  });

  it('says the person is too small when the face is tiny', () => {
    expect(judgeView('HEAD_FRONT', photo({ face: face(502, 40) }))).toEqual({
      ok: false,
      reason: 'person_too_small',
    });
  });
});
