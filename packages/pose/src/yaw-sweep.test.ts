import type { ViewType } from '@afterlook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { headYawDeg } from './head-yaw.ts';
import type { PoseIssue } from './issues.ts';
import { judgePose } from './judge-pose.ts';
import { skeletonOf } from './landmark-geometry.ts';
import { type SyntheticPoseOptions, syntheticPose } from './synthetic-pose.ts';
import { FRAME, sceneFor } from './test-landmarks.ts';

/** Verdicts as the patient turns from 0° to `to`° one degree at a time, repeats collapsed. */
function sweep(view: ViewType, to: number, person: SyntheticPoseOptions): (PoseIssue | 'valid')[] {
  const stages: (PoseIssue | 'valid')[] = [];
  const step = Math.sign(to);
  for (let yaw = 0; Math.abs(yaw) <= Math.abs(to); yaw += step) {
    const verdict = judgePose(
      syntheticPose({ ...sceneFor(view), ...person, yawDeg: yaw }),
      view,
      FRAME,
    );
    const stage = verdict.valid ? 'valid' : verdict.issue;
    if (stages.at(-1) !== stage) stages.push(stage);
  }
  return stages;
}

/** People of different statures and builds, seen with detector jitter. */
const person = fc.record({
  statureM: fc.double({ min: 1.5, max: 1.95, noNaN: true }),
  build: fc.record({
    shoulders: fc.double({ min: 0.92, max: 1.08, noNaN: true }),
    hips: fc.double({ min: 0.9, max: 1.1, noNaN: true }),
  }),
  noise: fc.record({ seed: fc.integer({ min: 1, max: 1_000_000 }), px: fc.constant(1) }),
});

/** The person where the scan asks them to stand for the view. */
const placed = (p: { statureM: number }, view: ViewType): SyntheticPoseOptions => ({
  ...p,
  ...sceneFor(view, p.statureM),
});

// Turning from facing the camera to a profile, each view's verdict moves one way only:
// "turn" until the view is reached, valid while in it, "turn back" after it.
const BODY_SWEEPS: [ViewType, number, (PoseIssue | 'valid')[]][] = [
  ['BODY_FRONT', 90, ['valid', 'face_camera']],
  ['BODY_LEFT_45', 90, ['turn_left_45', 'valid', 'turn_right_45']],
  ['BODY_LEFT', 90, ['turn_left_90', 'turn_left_45', 'valid']],
  ['BODY_RIGHT_45', -90, ['turn_right_45', 'valid', 'turn_left_45']],
  ['BODY_RIGHT', -90, ['turn_right_90', 'turn_right_45', 'valid']],
  ['TORSO_LEFT_45', 90, ['turn_left_45', 'valid', 'turn_right_45']],
  ['TORSO_RIGHT', -90, ['turn_right_90', 'turn_right_45', 'valid']],
  ['HEAD_FRONT', 90, ['valid', 'head_face_camera']],
  ['HEAD_LEFT_45', 90, ['head_turn_left_45', 'valid', 'head_turn_right_45']],
  ['HEAD_LEFT', 90, ['head_turn_left_90', 'head_turn_left_45', 'valid']],
  ['HEAD_RIGHT', -90, ['head_turn_right_90', 'head_turn_right_45', 'valid']],
];

describe('yaw sweep: verdicts change monotonically from front to 45° to 90°', () => {
  it.each(BODY_SWEEPS)('%s, turning to %d°', (view, to, stages) => {
    fc.assert(
      fc.property(person, (p) => {
        expect(sweep(view, to, placed(p, view))).toEqual(stages);
      }),
      { numRuns: 15 },
    );
  });

  it('BODY_BACK: turn around until within ≈ 30° of the back, then valid', () => {
    fc.assert(
      fc.property(person, (p) => {
        const stages: (PoseIssue | 'valid')[] = [];
        for (let yaw = 0; yaw <= 180; yaw += 1) {
          const view = 'BODY_BACK';
          const verdict = judgePose(
            syntheticPose({ ...sceneFor(view), ...placed(p, view), yawDeg: yaw }),
            view,
            FRAME,
          );
          const stage = verdict.valid ? 'valid' : verdict.issue;
          if (stages.at(-1) !== stage) stages.push(stage);
        }
        expect(stages).toEqual(['turn_around', 'valid']);
      }),
      { numRuns: 15 },
    );
  });
});

describe('head yaw estimate', () => {
  it('follows the true head yaw within 10° from profile to profile', () => {
    fc.assert(
      fc.property(fc.integer({ min: -85, max: 85 }), person, (yaw, p) => {
        const skeleton = skeletonOf(
          syntheticPose({ ...sceneFor('HEAD_FRONT'), ...p, yawDeg: yaw }),
        );
        if (!skeleton) throw new Error('incomplete landmarks');
        expect(Math.abs(headYawDeg(skeleton) - yaw)).toBeLessThan(10);
      }),
    );
  });
});
