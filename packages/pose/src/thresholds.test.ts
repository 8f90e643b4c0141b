import type { BodyLandmarks, ViewType } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { bodyWidthRatio } from './body-yaw.ts';
import { judgePose } from './judge-pose.ts';
import { skeletonOf, torsoOf } from './landmark-geometry.ts';
import { syntheticPose } from './synthetic-pose.ts';
import { edited, FRAME, point, sceneFor, shifted } from './test-landmarks.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';

const issueOf = (landmarks: BodyLandmarks, view: ViewType) => {
  const verdict = judgePose(landmarks, view, FRAME);
  return verdict.valid ? 'valid' : verdict.issue;
};

const torsoHeight = (landmarks: BodyLandmarks): number => {
  const skeleton = skeletonOf(landmarks);
  if (!skeleton) throw new Error('incomplete landmarks');
  return torsoOf(skeleton).height;
};

/** Shoulders and hips narrowed or widened about their midpoints to a given width ratio. */
function withWidthRatio(landmarks: BodyLandmarks, ratio: number): BodyLandmarks {
  const height = torsoHeight(landmarks);
  let result = landmarks;
  for (const [joint, frontal] of [
    ['shoulder', T.frontalShoulderWidthPerTorso],
    ['hip', T.frontalHipWidthPerTorso],
  ] as const) {
    const mid = (point(result, `left_${joint}`).x + point(result, `right_${joint}`).x) / 2;
    const half = (ratio * frontal * height) / 2;
    result = edited(result, `left_${joint}`, () => ({ x: mid + half }));
    result = edited(result, `right_${joint}`, () => ({ x: mid - half }));
  }
  return result;
}

describe('borderline thresholds', () => {
  const front = syntheticPose(sceneFor('BODY_FRONT'));
  const turned = syntheticPose({ ...sceneFor('BODY_FRONT'), yawDeg: 70 });

  it(`counts a width ratio of ${T.frontalMinWidthRatio} as facing the camera, just below as 45°`, () => {
    const above = withWidthRatio(front, T.frontalMinWidthRatio + 0.01);
    const below = withWidthRatio(turned, T.frontalMinWidthRatio - 0.01);
    expect(issueOf(above, 'BODY_FRONT')).toBe('valid');
    expect(issueOf(below, 'BODY_FRONT')).toBe('face_camera');
    expect(issueOf(below, 'BODY_LEFT_45')).toBe('valid');
  });

  it(`counts a width ratio just below ${T.profileMaxWidthRatio} as a profile, at it as 45°`, () => {
    expect(issueOf(withWidthRatio(turned, T.profileMaxWidthRatio - 0.01), 'BODY_LEFT')).toBe(
      'valid',
    );
    expect(issueOf(withWidthRatio(turned, T.profileMaxWidthRatio), 'BODY_LEFT')).toBe(
      'turn_left_45',
    );
  });

  it('asks to step back once the extrapolated crown crosses the top margin', () => {
    const skeleton = skeletonOf(front);
    if (!skeleton) throw new Error('incomplete landmarks');
    const crownY = point(front, 'nose').y - T.crownAboveNosePerTorso * torsoOf(skeleton).height;
    const marginY = T.frameMargin * FRAME.height;
    expect(issueOf(shifted(front, 0, marginY - crownY + 1), 'BODY_FRONT')).toBe('valid');
    expect(issueOf(shifted(front, 0, marginY - crownY - 1), 'BODY_FRONT')).toBe('step_back');
  });

  it(`asks to re-centre beyond ${T.maxCentreOffset} of the frame width`, () => {
    const limit = T.maxCentreOffset * FRAME.width;
    expect(issueOf(shifted(front, limit - 2, 0), 'BODY_FRONT')).toBe('valid');
    expect(issueOf(shifted(front, limit + 2, 0), 'BODY_FRONT')).toBe('center_yourself');
  });

  it(`asks to stand straight past ${T.maxLineTiltDeg}° of shoulder tilt`, () => {
    const withTilt = (deg: number) => {
      const left = point(front, 'left_shoulder');
      const right = point(front, 'right_shoulder');
      const dy = Math.tan((deg * Math.PI) / 180) * (left.x - right.x);
      return edited(front, 'left_shoulder', () => ({ y: right.y - dy }));
    };
    expect(issueOf(withTilt(T.maxLineTiltDeg - 0.2), 'BODY_FRONT')).toBe('valid');
    expect(issueOf(withTilt(T.maxLineTiltDeg + 0.2), 'BODY_FRONT')).toBe('stand_straight');
  });

  it(`asks for the arms away when an elbow is nearer than ${T.armMinOffsetPerShoulderWidth} shoulder widths to the midline`, () => {
    const shoulderWidth = point(front, 'left_shoulder').x - point(front, 'right_shoulder').x;
    const withElbowAt = (offset: number) =>
      edited(front, 'left_elbow', () => ({ x: FRAME.width / 2 + offset * shoulderWidth }));
    const midlineX = (point(front, 'left_shoulder').x + point(front, 'right_shoulder').x) / 2;
    expect(midlineX).toBeCloseTo(FRAME.width / 2, 0);
    expect(issueOf(withElbowAt(T.armMinOffsetPerShoulderWidth + 0.02), 'BODY_FRONT')).toBe('valid');
    expect(issueOf(withElbowAt(T.armMinOffsetPerShoulderWidth - 0.02), 'BODY_FRONT')).toBe(
      'arms_away',
    );
  });

  it('needs the far ear hidden for a head profile, else it is only 45°', () => {
    const profile = syntheticPose(sceneFor('HEAD_LEFT'));
    const bothEars = edited(profile, 'left_ear', () => ({ visibility: 0.9 }));
    expect(issueOf(profile, 'HEAD_LEFT')).toBe('valid');
    expect(issueOf(bothEars, 'HEAD_LEFT')).toBe('head_turn_left_45');
  });

  it(`treats ${T.visible} visibility as seen and just below as not`, () => {
    const head = syntheticPose(sceneFor('HEAD_FRONT'));
    const faceAt = (visibility: number) =>
      (['nose', 'left_eye', 'right_eye'] as const).reduce(
        (pose, name) => edited(pose, name, () => ({ visibility })),
        head,
      );
    expect(issueOf(faceAt(T.visible), 'HEAD_FRONT')).toBe('valid');
    expect(issueOf(faceAt(T.visible - 0.01), 'HEAD_FRONT')).toBe('face_camera');
  });

  it('keeps a back view a back view whatever visibility the detector gives the nose', () => {
    // Detectors report the face as seen on the back of a head (recorded-detections.json).
    const back = syntheticPose(sceneFor('BODY_BACK'));
    for (const visibility of [0, T.visible, 1]) {
      const noseSeen = edited(back, 'nose', () => ({ visibility }));
      expect(issueOf(noseSeen, 'BODY_BACK')).toBe('valid');
    }
  });

  it('gives the frontal width ratio ≈ 1 for the generator average build', () => {
    const skeleton = skeletonOf(front);
    if (!skeleton) throw new Error('incomplete landmarks');
    expect(bodyWidthRatio(skeleton)).toBeCloseTo(1, 1);
  });
});
