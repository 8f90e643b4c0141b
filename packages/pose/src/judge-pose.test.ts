import {
  BODY_LANDMARK_NAMES,
  type BodyLandmarkName,
  VIEW_TYPES,
  type ViewType,
} from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import type { PoseIssue } from './issues.ts';
import { judgePose } from './judge-pose.ts';
import { type SyntheticPoseOptions, syntheticPose } from './synthetic-pose.ts';
import { FRAME, point, sceneFor } from './test-landmarks.ts';

const judge = (view: ViewType, options: SyntheticPoseOptions = {}) =>
  judgePose(syntheticPose({ ...sceneFor(view), ...options }), view, FRAME);

const issueOf = (view: ViewType, options: SyntheticPoseOptions = {}): PoseIssue | 'valid' => {
  const verdict = judge(view, options);
  return verdict.valid ? 'valid' : verdict.issue;
};

describe('judgePose: the requested pose', () => {
  it.each(VIEW_TYPES)('%s is valid when the patient stands as asked', (view) => {
    expect(judge(view)).toEqual({ valid: true });
  });

  it.each(VIEW_TYPES)('%s stays valid under detector jitter (2 px, visibility ±0.02)', (view) => {
    for (let seed = 1; seed <= 20; seed += 1) {
      expect(issueOf(view, { noise: { seed, px: 2, visibility: 0.02 } })).toBe('valid');
    }
  });
});

describe('judgePose: nobody there', () => {
  it('says no_person when the detector found no pose', () => {
    expect(judgePose([], 'BODY_FRONT', FRAME)).toEqual({ valid: false, issue: 'no_person' });
  });
  it('says no_person when no face or torso point is seen', () => {
    const ghost = syntheticPose().map((point) => ({ ...point, visibility: 0.1 }));
    expect(judgePose(ghost, 'TORSO_FRONT', FRAME)).toEqual({ valid: false, issue: 'no_person' });
  });
});

// Each row: the view asked for, how the patient actually stands, the issue expected.
const WRONG_POSES: [ViewType, SyntheticPoseOptions, PoseIssue][] = [
  ['BODY_FRONT', { distanceM: 1.5 }, 'step_back'],
  ['BODY_FRONT', { distanceM: 4.5 }, 'come_closer'],
  ['BODY_FRONT', { offsetM: 0.9 }, 'center_yourself'],
  ['BODY_FRONT', { offsetM: 1.1 }, 'center_yourself'],
  ['BODY_FRONT', { yawDeg: 45 }, 'face_camera'],
  ['BODY_FRONT', { yawDeg: -90 }, 'face_camera'],
  ['BODY_FRONT', { yawDeg: 180 }, 'face_camera'],
  ['BODY_FRONT', { shoulderTiltDeg: 15 }, 'stand_straight'],
  ['BODY_FRONT', { leanDeg: 18 }, 'stand_straight'],
  ['BODY_FRONT', { arms: 'relaxed' }, 'arms_away'],
  ['BODY_FRONT', { arms: 'crossed' }, 'arms_away'],
  ['BODY_FRONT', { arms: 'hips' }, 'arms_away'],
  ['BODY_LEFT_45', { yawDeg: 0 }, 'turn_left_45'],
  ['BODY_LEFT_45', { yawDeg: 90 }, 'turn_right_45'],
  ['BODY_LEFT_45', { yawDeg: -45 }, 'turn_left_90'],
  ['BODY_LEFT_45', { yawDeg: 180 }, 'face_camera'],
  ['BODY_LEFT_45', { distanceM: 1.4 }, 'step_back'],
  ['BODY_LEFT', { yawDeg: 0 }, 'turn_left_90'],
  ['BODY_LEFT', { yawDeg: 45 }, 'turn_left_45'],
  ['BODY_LEFT', { yawDeg: 135 }, 'turn_right_45'],
  ['BODY_LEFT', { yawDeg: -90 }, 'face_camera'],
  ['BODY_LEFT_45', { leanDeg: 22 }, 'stand_straight'],
  ['BODY_RIGHT_45', { yawDeg: 0 }, 'turn_right_45'],
  ['BODY_RIGHT_45', { yawDeg: -90 }, 'turn_left_45'],
  ['BODY_RIGHT_45', { yawDeg: 45 }, 'turn_right_90'],
  ['BODY_RIGHT', { yawDeg: 0 }, 'turn_right_90'],
  ['BODY_RIGHT', { yawDeg: -45 }, 'turn_right_45'],
  ['BODY_RIGHT', { yawDeg: 90 }, 'face_camera'],
  ['BODY_BACK', { yawDeg: 0 }, 'turn_around'],
  ['BODY_BACK', { yawDeg: 90 }, 'turn_around'],
  ['BODY_BACK', { yawDeg: -135 }, 'turn_around'],
  ['BODY_BACK', { arms: 'relaxed' }, 'arms_away'],
  ['BODY_BACK', { shoulderTiltDeg: -14 }, 'stand_straight'],
  ['BODY_BACK', { distanceM: 1.6 }, 'step_back'],
  ['TORSO_FRONT', { distanceM: 2.4 }, 'come_closer'],
  ['TORSO_FRONT', { distanceM: 0.6 }, 'step_back'],
  ['TORSO_FRONT', { offsetM: 0.45 }, 'center_yourself'],
  ['TORSO_FRONT', { yawDeg: 45 }, 'face_camera'],
  ['TORSO_FRONT', { arms: 'crossed' }, 'arms_away'],
  ['TORSO_FRONT', { shoulderTiltDeg: 14 }, 'stand_straight'],
  ['TORSO_LEFT_45', { yawDeg: 0 }, 'turn_left_45'],
  ['TORSO_LEFT_45', { yawDeg: 90 }, 'turn_right_45'],
  ['TORSO_LEFT', { yawDeg: 0 }, 'turn_left_90'],
  ['TORSO_LEFT', { yawDeg: 45 }, 'turn_left_45'],
  ['TORSO_RIGHT_45', { yawDeg: 0 }, 'turn_right_45'],
  ['TORSO_RIGHT', { yawDeg: -45 }, 'turn_right_45'],
  ['TORSO_RIGHT', { yawDeg: 90 }, 'face_camera'],
  ['HEAD_FRONT', { distanceM: 1.6 }, 'come_closer'],
  ['HEAD_FRONT', { distanceM: 0.3 }, 'step_back'],
  ['HEAD_FRONT', { offsetM: 0.2 }, 'center_yourself'],
  ['HEAD_FRONT', { headYawDeg: 45 }, 'head_face_camera'],
  ['HEAD_FRONT', { headYawDeg: -90 }, 'head_face_camera'],
  ['HEAD_FRONT', { headRollDeg: 15 }, 'head_straight'],
  ['HEAD_FRONT', { yawDeg: 180 }, 'face_camera'],
  ['HEAD_LEFT_45', { yawDeg: 0 }, 'head_turn_left_45'],
  ['HEAD_LEFT_45', { yawDeg: 90 }, 'head_turn_right_45'],
  ['HEAD_LEFT_45', { yawDeg: -45 }, 'head_turn_left_90'],
  ['HEAD_LEFT', { yawDeg: 0 }, 'head_turn_left_90'],
  ['HEAD_LEFT', { yawDeg: 45 }, 'head_turn_left_45'],
  ['HEAD_LEFT', { yawDeg: -90 }, 'head_face_camera'],
  ['HEAD_RIGHT_45', { yawDeg: 0 }, 'head_turn_right_45'],
  ['HEAD_RIGHT_45', { yawDeg: -90 }, 'head_turn_left_45'],
  ['HEAD_RIGHT', { yawDeg: 0 }, 'head_turn_right_90'],
  ['HEAD_RIGHT', { yawDeg: -45 }, 'head_turn_right_45'],
];

describe('judgePose: a wrong pose names what to change', () => {
  it.each(WRONG_POSES)('%s with %o → %s', (view, options, issue) => {
    expect(judge(view, options)).toEqual({ valid: false, issue });
  });
});

describe('judgePose: what a view does not ask for', () => {
  it('ignores the arms in turned views (they hang at the side in a profile)', () => {
    expect(issueOf('BODY_LEFT', { arms: 'relaxed' })).toBe('valid');
    expect(issueOf('TORSO_RIGHT_45', { arms: 'relaxed' })).toBe('valid');
  });
  it('accepts raised arms in front views: they cover nothing between shoulders and hips', () => {
    expect(issueOf('BODY_FRONT', { arms: 'raised' })).toBe('valid');
  });
  it('does not need the head or the knees in TORSO views', () => {
    const close = syntheticPose({ ...sceneFor('TORSO_FRONT'), distanceM: 1.3 });
    expect(point(close, 'nose').y).toBeLessThan(0);
    expect(issueOf('TORSO_FRONT', { distanceM: 1.3 })).toBe('valid');
    const kneesCut = close.map((landmark, index) =>
      index >= BODY_LANDMARK_NAMES.indexOf('left_knee')
        ? { ...landmark, y: landmark.y + FRAME.height, visibility: 0.1 }
        : landmark,
    );
    expect(judgePose(kneesCut, 'TORSO_FRONT', FRAME)).toEqual({ valid: true });
    expect(issueOf('TORSO_LEFT', { distanceM: 1.3 })).toBe('valid');
  });
  it('turns the whole head in HEAD views whether the body follows or not', () => {
    expect(issueOf('HEAD_LEFT_45', { yawDeg: 0, headYawDeg: 45 })).toBe('valid');
    expect(issueOf('HEAD_RIGHT', { yawDeg: 0, headYawDeg: -90 })).toBe('valid');
  });
  it('accepts a tilted head in turned head views: only HEAD_FRONT checks roll', () => {
    expect(issueOf('HEAD_LEFT_45', { headRollDeg: 15 })).toBe('valid');
  });
});

describe('judgePose: detector quirks', () => {
  // BlazePose often labels a back view as if the patient faced the camera (left and right
  // swapped); the back view must still be recognised from the hidden face.
  it('accepts BODY_BACK when the detector swapped left and right', () => {
    const back = syntheticPose({ ...sceneFor('BODY_BACK') });
    const swapped = back.map((_, index) => {
      const name = BODY_LANDMARK_NAMES[index] ?? 'nose';
      const twin = name.startsWith('left_')
        ? name.replace('left_', 'right_')
        : name.replace('right_', 'left_');
      return point(back, twin as BodyLandmarkName);
    });
    expect(judgePose(swapped, 'BODY_BACK', FRAME)).toEqual({ valid: true });
  });
});
