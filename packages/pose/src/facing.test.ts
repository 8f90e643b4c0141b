import { describe, expect, it } from 'vitest';
import { facingByNoseDepth, facingByOrder, frontTowardsCamera } from './facing.ts';
import { judgePose } from './judge-pose.ts';
import { faceVisible, type Skeleton, skeletonOf } from './landmark-geometry.ts';
import { RECORDED_FRAME, recordedDetection, recordedNames } from './recorded-detections.ts';

const skeleton = (name: string): Skeleton => {
  const found = skeletonOf(recordedDetection(name));
  if (!found) throw new Error(`incomplete recorded detection '${name}'`);
  return found;
};
const issueOf = (name: string, view: 'BODY_FRONT' | 'BODY_BACK') => {
  const verdict = judgePose(recordedDetection(name), view, RECORDED_FRAME);
  return verdict.valid ? 'valid' : verdict.issue;
};

const FRONT = recordedNames('BODY_FRONT/');
const BACK = recordedNames('BODY_BACK/');
const TURN = recordedNames('turn/');

describe('front or back to the camera, on real detections of the mannequin renders', () => {
  it('has the recordings it relies on', () => {
    expect(FRONT).toHaveLength(3);
    expect(BACK).toHaveLength(3);
    expect(TURN.length).toBeGreaterThanOrEqual(6);
  });

  it.each(BACK)('%s: the detector calls the face visible on the back of the head', (name) => {
    // Why the face cannot tell front from back: the reason for the geometric cues.
    expect(faceVisible(skeleton(name))).toBe(true);
  });

  it.each(BACK)('%s: joints in back order and the nose behind the shoulders', (name) => {
    expect(facingByOrder(skeleton(name))).toBe(-1);
    expect(facingByNoseDepth(skeleton(name))).toBe(-1);
    expect(frontTowardsCamera(skeleton(name), RECORDED_FRAME)).toBe(false);
  });

  it.each(FRONT)('%s: joints in front order and the nose ahead of the shoulders', (name) => {
    expect(facingByOrder(skeleton(name))).toBe(1);
    expect(facingByNoseDepth(skeleton(name))).toBe(1);
    expect(frontTowardsCamera(skeleton(name), RECORDED_FRAME)).toBe(true);
  });

  it.each(BACK)(
    '%s is a valid BODY_BACK view (the BBL scan) and asks to face the camera for BODY_FRONT',
    (name) => {
      expect(issueOf(name, 'BODY_BACK')).toBe('valid');
      expect(issueOf(name, 'BODY_FRONT')).toBe('face_camera');
    },
  );

  it.each(FRONT)('%s is a valid BODY_FRONT view and asks to turn around for BODY_BACK', (name) => {
    expect(issueOf(name, 'BODY_FRONT')).toBe('valid');
    expect(issueOf(name, 'BODY_BACK')).toBe('turn_around');
  });

  it('follows a patient turning round and back frame by frame, with tracking on', () => {
    const seen = TURN.map((name) => ({
      render: name.includes('BODY_BACK/') ? 'back' : 'front',
      judged: frontTowardsCamera(skeleton(name), RECORDED_FRAME) ? 'front' : 'back',
    }));
    for (const { render, judged } of seen) expect(judged).toBe(render);
  });
});

describe('front or back when a cue cannot tell', () => {
  const back = recordedDetection('BODY_BACK/back-carmen');
  /** The recorded back view with every point's depth taken away. */
  const flat = skeletonOf(back.map((point) => ({ ...point, z: 0 }))) as Skeleton;

  it('the joints order alone decides when depth says nothing', () => {
    expect(facingByNoseDepth(flat)).toBe(0);
    expect(frontTowardsCamera(flat, RECORDED_FRAME)).toBe(false);
  });

  it('in profile, with no depth either, the face settles it', () => {
    const profile = back.map((point, index) =>
      // Shoulders (11, 12) and hips (23, 24) drawn together onto their midline.
      [11, 12, 23, 24].includes(index) ? { ...point, x: 240, z: 0 } : { ...point, z: 0 },
    );
    const seen = skeletonOf(profile) as Skeleton;
    expect(facingByOrder(seen)).toBe(0);
    expect(frontTowardsCamera(seen, RECORDED_FRAME)).toBe(true);
  });
});
