import { FACE_CHECK } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { type FoundFace, judgeFace, noseOffset } from './judge-face.ts';

/**
 * A face as the detector reports it: eyes 60 px apart around (cx, cy), the nose tip
 * `offset` of that distance along the eye line, the whole turned `rollDeg` in the image.
 */
function face({ cx = 200, cy = 200, size = 150, offset = 0, rollDeg = 0 } = {}): FoundFace {
  const angle = (rollDeg * Math.PI) / 180;
  const at = (x: number, y: number) => ({
    x: cx + x * Math.cos(angle) - y * Math.sin(angle),
    y: cy + x * Math.sin(angle) + y * Math.cos(angle),
  });
  return {
    score: 0.9,
    box: { x: cx - size / 2, y: cy - size / 2, width: size, height: size },
    // Facing the camera, the subject's right eye is on the image's left.
    keypoints: [
      at(-30, 0),
      at(30, 0),
      at(offset * 60, 30),
      at(offset * 40, 55),
      at(-70, 10),
      at(70, 10),
    ],
  };
}

describe('the face check verdict (FACE_DETECTOR_DEFAULTS: one face)', () => {
  it('no face found → no_face', () => {
    expect(judgeFace([], 'HEAD_FRONT')).toEqual({ ok: false, issue: 'no_face' });
  });

  it('a face turned to the camera passes, also with the head tilted or the photo sideways', () => {
    expect(judgeFace([face()], 'HEAD_FRONT')).toEqual({ ok: true });
    expect(judgeFace([face({ offset: 0.2, rollDeg: 25 })], 'HEAD_FRONT')).toEqual({ ok: true });
    expect(judgeFace([face({ offset: -0.2, rollDeg: 90 })], 'HEAD_FRONT')).toEqual({ ok: true });
  });

  it('measures the turn as the nose tip along the eye line, a share of the eye distance', () => {
    expect(noseOffset(face({ offset: 0.3 }))).toBeCloseTo(0.3);
    expect(noseOffset(face({ offset: -0.3, rollDeg: 40 }))).toBeCloseTo(-0.3);
  });

  it(`a face turned past ${FACE_CHECK.maxNoseOffset} of the eye distance, either way → face_turned`, () => {
    const limit = FACE_CHECK.maxNoseOffset;
    expect(judgeFace([face({ offset: limit - 0.01 })], 'HEAD_FRONT').ok).toBe(true);
    expect(judgeFace([face({ offset: limit + 0.01 })], 'HEAD_FRONT')).toEqual({
      ok: false,
      issue: 'face_turned',
    });
    expect(judgeFace([face({ offset: -0.9, rollDeg: -10 })], 'HEAD_FRONT')).toEqual({
      ok: false,
      issue: 'face_turned',
    });
  });

  it("judges the largest face, the patient's own in a selfie", () => {
    const patient = face({ size: 220 });
    const behind = face({ cx: 380, size: 60, offset: 0.9 });
    expect(judgeFace([behind, patient], 'HEAD_FRONT')).toEqual({ ok: true });
    expect(
      judgeFace([face({ size: 220, offset: 0.9 }), face({ cx: 380, size: 60 })], 'HEAD_FRONT'),
    ).toEqual({
      ok: false,
      issue: 'face_turned',
    });
  });

  it('leaves the views it does not cover to the server: body views and turned head views pass', () => {
    expect(judgeFace([], 'BODY_FRONT')).toEqual({ ok: true });
    expect(judgeFace([], 'HEAD_LEFT')).toEqual({ ok: true });
  });
});
