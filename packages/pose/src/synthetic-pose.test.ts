import { describe, expect, it } from 'vitest';
import { syntheticPose } from './synthetic-pose.ts';
import { FRAME, point } from './test-landmarks.ts';
import { POSE_THRESHOLDS as T } from './thresholds.ts';

describe('synthetic pose generator', () => {
  it('gives 33 landmarks in the frame for a person facing the camera, all well visible', () => {
    const pose = syntheticPose();
    expect(pose).toHaveLength(33);
    for (const landmark of pose) {
      expect(landmark.x).toBeGreaterThan(0);
      expect(landmark.x).toBeLessThan(FRAME.width);
      expect(landmark.y).toBeGreaterThan(0);
      expect(landmark.y).toBeLessThan(FRAME.height);
      expect(landmark.visibility).toBeGreaterThan(0.9);
    }
  });

  it("has the detector's average proportions: shoulders ≈ 0.68 and hips ≈ 0.40 of the torso height", () => {
    const pose = syntheticPose();
    const torso =
      (point(pose, 'left_hip').y + point(pose, 'right_hip').y) / 2 -
      (point(pose, 'left_shoulder').y + point(pose, 'right_shoulder').y) / 2;
    const shoulders = point(pose, 'left_shoulder').x - point(pose, 'right_shoulder').x;
    const hips = point(pose, 'left_hip').x - point(pose, 'right_hip').x;
    expect(shoulders / torso).toBeCloseTo(T.frontalShoulderWidthPerTorso, 1);
    expect(hips / torso).toBeCloseTo(T.frontalHipWidthPerTorso, 1);
  });

  it("puts the subject's left shoulder on the image's right when facing, on the left from behind", () => {
    const front = syntheticPose({ yawDeg: 0 });
    const back = syntheticPose({ yawDeg: 180 });
    expect(point(front, 'left_shoulder').x).toBeGreaterThan(point(front, 'right_shoulder').x);
    expect(point(back, 'left_shoulder').x).toBeLessThan(point(back, 'right_shoulder').x);
  });

  it('hides the face from behind and keeps the ears', () => {
    const back = syntheticPose({ yawDeg: 180 });
    for (const name of ['nose', 'left_eye', 'right_eye'] as const) {
      expect(point(back, name).visibility).toBeLessThan(0.3);
    }
    expect(point(back, 'left_ear').visibility).toBeGreaterThan(0.9);
  });

  it('shows one ear in profile: turned to their left, the right ear', () => {
    const profile = syntheticPose({ yawDeg: 90 });
    expect(point(profile, 'right_ear').visibility).toBeGreaterThan(0.9);
    expect(point(profile, 'left_ear').visibility).toBeLessThan(0.3);
    expect(point(profile, 'left_shoulder').visibility).toBeLessThan(0.3);
  });

  it('keeps a quarter of the frontal shoulder width in profile, as detectors do', () => {
    const front = syntheticPose();
    const profile = syntheticPose({ yawDeg: 90 });
    const width = (pose: typeof front) =>
      Math.abs(point(pose, 'left_shoulder').x - point(pose, 'right_shoulder').x);
    expect(width(profile) / width(front)).toBeCloseTo(0.25, 1);
  });

  it('turned left, the nose points to the image right and is in front (closer) of the body', () => {
    const turned = syntheticPose({ yawDeg: 45 });
    expect(point(turned, 'nose').x).toBeGreaterThan(FRAME.width / 2);
    expect(point(turned, 'left_shoulder').z ?? 0).toBeGreaterThan(
      point(turned, 'right_shoulder').z ?? 0,
    );
  });

  it('reports low visibility for points outside the frame', () => {
    const tooClose = syntheticPose({ distanceM: 1 });
    expect(point(tooClose, 'left_ankle').y).toBeGreaterThan(FRAME.height);
    expect(point(tooClose, 'left_ankle').visibility).toBeLessThan(0.2);
  });

  it('is reproducible for a noise seed, and different across seeds', () => {
    const noise = { seed: 7, px: 2, visibility: 0.02 };
    expect(syntheticPose({ noise })).toEqual(syntheticPose({ noise }));
    expect(syntheticPose({ noise })).not.toEqual(syntheticPose({ noise: { ...noise, seed: 8 } }));
  });
});
