import { SCAN_TIMING } from '@afterlook/domain';
import type { PoseVerdict } from '@afterlook/pose';
import { describe, expect, it } from 'vitest';
import { type Actor, createActor, SimulatedClock } from 'xstate';
import { FACE_OK, faceIssue } from '../face-check/face-verdict.ts';
import {
  type CaptureEmitted,
  type CaptureInput,
  captureMachine,
  frameVerdict,
} from './capture-machine.ts';

const VALID: PoseVerdict = { valid: true };
const TURN: PoseVerdict = { valid: false, issue: 'turn_around' };

/** A scan on a simulated clock that records what the machine asks the page to do. */
function startScan(input: CaptureInput) {
  const clock = new SimulatedClock();
  const actor: Actor<typeof captureMachine> = createActor(captureMachine, { input, clock });
  const emitted: CaptureEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const state = () => actor.getSnapshot().value;
  const spoken = () => emitted.flatMap((event) => (event.type === 'speak' ? [event.prompt] : []));
  // Millisecond steps: a timer the machine sets while one fires counts from that moment.
  const wait = (ms: number) => {
    for (let step = 0; step < ms; step += 1) clock.increment(1);
  };
  const cameraAndModelReady = () => {
    actor.send({ type: 'camera.ready' });
    actor.send({ type: 'model.ready' });
  };
  /** Level held: more than 2 level ticks, then the pose is requested. */
  const placeDevice = () => wait(3 * SCAN_TIMING.tickMs);
  return { actor, clock, emitted, state, spoken, wait, cameraAndModelReady, placeDevice };
}

const png = (label: string) => new Blob([label], { type: 'image/png' });

describe('capture machine (docs/product/state-machines.md#capture-flow)', () => {
  it('says "place your device" and waits for the level line for more than 2 one-second ticks', () => {
    const scan = startScan({ poses: ['BODY_BACK'] });
    scan.cameraAndModelReady();
    expect(scan.state()).toEqual({ placing: 'watching' });
    expect(scan.spoken()).toEqual(['placeDevice']);
    scan.actor.send({ type: 'level.reading', level: 0.3 });
    scan.wait(5000);
    expect(scan.state()).toEqual({ placing: 'watching' });
    scan.actor.send({ type: 'level.reading', level: 0.5 });
    scan.wait(2000);
    expect(scan.state()).toEqual({ placing: 'watching' });
    scan.wait(1000);
    expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
    expect(scan.spoken()).toEqual(['placeDevice', 'poseBack']);
  });

  it('counts a device without orientation sensors as level', () => {
    const scan = startScan({ poses: ['BODY_FRONT'] });
    scan.cameraAndModelReady();
    scan.placeDevice();
    expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
  });

  it('shows "Downloading AI Model." until the detector is loaded, with its progress', () => {
    const scan = startScan({ poses: ['BODY_FRONT'] });
    scan.actor.send({ type: 'camera.ready' });
    scan.actor.send({ type: 'model.progress', loadedBytes: 50, totalBytes: 200 });
    scan.placeDevice();
    expect(scan.state()).toEqual({ posing: 'waitingModel' });
    expect(scan.actor.getSnapshot().context.model).toEqual({
      status: 'loading',
      loadedBytes: 50,
      totalBytes: 200,
    });
    scan.actor.send({ type: 'model.ready' });
    expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
  });

  it('valid streak → "perfect, stay still" → 3 s pause → countdown with flash → capture at 3.75 s', () => {
    const scan = startScan({ poses: ['BODY_BACK'] });
    scan.cameraAndModelReady();
    scan.placeDevice();
    scan.actor.send({ type: 'pose.verdict', verdict: VALID });
    scan.wait(2000);
    expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
    scan.wait(1000);
    expect(scan.state()).toEqual({ posing: { stayStill: 'watching' } });
    expect(scan.spoken().at(-1)).toBe('perfectStayStill');

    scan.wait(SCAN_TIMING.stayStillMs);
    expect(scan.state()).toEqual({ posing: { countdown: 'three' } });
    expect(scan.actor.getSnapshot().context.countdown).toBe(3);
    scan.wait(1000);
    expect(scan.actor.getSnapshot().context.countdown).toBe(2);
    scan.wait(1000);
    expect(scan.actor.getSnapshot().context.countdown).toBe(1);
    expect(scan.emitted.some((event) => event.type === 'flash')).toBe(false);
    scan.wait(1000);
    expect(scan.emitted.at(-1)).toEqual({ type: 'flash' });
    scan.wait(SCAN_TIMING.captureDelayMs - SCAN_TIMING.countdownMs - 1);
    expect(scan.state()).toEqual({ posing: { countdown: 'flash' } });
    scan.wait(1);
    expect(scan.emitted.at(-1)).toEqual({ type: 'capture', viewType: 'BODY_BACK' });
    expect(scan.spoken()).toEqual([
      'placeDevice',
      'poseBack',
      'perfectStayStill',
      'countdown3',
      'countdown2',
      'countdown1',
    ]);

    scan.actor.send({ type: 'frame.captured', image: png('back') });
    expect(scan.state()).toEqual({ posing: 'locked' });
    scan.wait(SCAN_TIMING.postCaptureLockMs);
    expect(scan.state()).toBe('review');
    expect(scan.spoken().at(-1)).toBe('done');
  });

  it('an invalid tick restarts the streak, and the hint for the issue is spoken', () => {
    const scan = startScan({ poses: ['BODY_BACK'] });
    scan.cameraAndModelReady();
    scan.placeDevice();
    scan.actor.send({ type: 'pose.verdict', verdict: VALID });
    scan.wait(2000);
    scan.actor.send({ type: 'pose.verdict', verdict: TURN });
    scan.wait(1000);
    expect(scan.spoken().at(-1)).toBe('poseBack'); // 'turn_around' says the back-view sentence
    scan.actor.send({ type: 'pose.verdict', verdict: VALID });
    scan.wait(2000);
    expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
    scan.wait(1000);
    expect(scan.state()).toEqual({ posing: { stayStill: 'watching' } });
  });

  it('two invalid ticks during the countdown cancel it; one does not', () => {
    const scan = startScan({ poses: ['BODY_FRONT'] });
    scan.cameraAndModelReady();
    scan.placeDevice();
    scan.actor.send({ type: 'pose.verdict', verdict: VALID });
    scan.wait(3000 + SCAN_TIMING.stayStillMs);
    expect(scan.state()).toEqual({ posing: { countdown: 'three' } });
    scan.actor.send({ type: 'pose.verdict', verdict: TURN });
    scan.wait(1000);
    expect(scan.state()).toEqual({ posing: { countdown: 'two' } });
    scan.wait(1000);
    expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
    expect(scan.emitted.some((event) => event.type === 'capture')).toBe(false);
  });

  it('captures every pose in order, then the review; retake clears one pose and resumes', () => {
    const scan = startScan({ poses: ['BODY_FRONT', 'BODY_LEFT', 'BODY_BACK', 'BODY_RIGHT'] });
    scan.cameraAndModelReady();
    scan.placeDevice();
    scan.actor.send({ type: 'pose.verdict', verdict: VALID });
    const captureOne = (label: string) => {
      scan.wait(3000 + SCAN_TIMING.stayStillMs + SCAN_TIMING.captureDelayMs);
      scan.actor.send({ type: 'frame.captured', image: png(label) });
      scan.wait(SCAN_TIMING.postCaptureLockMs);
    };
    for (const label of ['front', 'left', 'back', 'right']) captureOne(label);
    expect(scan.state()).toBe('review');
    expect(
      scan.emitted.flatMap((event) => (event.type === 'capture' ? [event.viewType] : [])),
    ).toEqual(['BODY_FRONT', 'BODY_LEFT', 'BODY_BACK', 'BODY_RIGHT']);

    scan.actor.send({ type: 'retake', viewType: 'BODY_LEFT' });
    expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
    expect(scan.spoken().at(-1)).toBe('poseTurnLeft90');
    captureOne('left again');
    expect(scan.state()).toBe('review');

    scan.actor.send({ type: 'continue' });
    expect(scan.actor.getSnapshot().status).toBe('done');
    const output = scan.actor.getSnapshot().output;
    expect(output?.captures.map((capture) => capture.viewType)).toEqual([
      'BODY_FRONT',
      'BODY_LEFT',
      'BODY_BACK',
      'BODY_RIGHT',
    ]);
    expect(output?.captures[1]?.image.size).toBe('left again'.length);
  });

  it('speaks nothing while the sound is off', () => {
    const scan = startScan({ poses: ['BODY_FRONT'], soundOn: false });
    scan.cameraAndModelReady();
    scan.placeDevice();
    expect(scan.spoken()).toEqual([]);
    scan.actor.send({ type: 'sound.toggle' });
    scan.actor.send({ type: 'pose.verdict', verdict: VALID });
    scan.wait(3000);
    expect(scan.spoken()).toEqual(['perfectStayStill']);
  });

  it('camera denied → the camera access screen; retry starts the camera again', () => {
    const scan = startScan({ poses: ['BODY_FRONT'] });
    scan.actor.send({ type: 'camera.denied' });
    expect(scan.state()).toBe('denied');
    scan.actor.send({ type: 'retry' });
    expect(scan.state()).toBe('camera');
  });

  it("a model load failure sets the model state 'ERROR' and shows the fallback view", () => {
    const scan = startScan({ poses: ['BODY_FRONT'] });
    scan.actor.send({ type: 'camera.ready' });
    scan.placeDevice();
    scan.actor.send({ type: 'model.failed' });
    expect(scan.state()).toBe('failed');
    expect(scan.actor.getSnapshot().context.model).toEqual({ status: 'ERROR' });
    expect(scan.actor.getSnapshot().context.failure).toBe('model');
    scan.actor.send({ type: 'retry' });
    expect(scan.actor.getSnapshot().context.model.status).toBe('loading');
  });

  it('a camera failure (no device, constraints) shows the fallback view', () => {
    const scan = startScan({ poses: ['BODY_FRONT'] });
    scan.actor.send({ type: 'camera.failed' });
    expect(scan.state()).toBe('failed');
    expect(scan.actor.getSnapshot().context.failure).toBe('camera');
  });

  describe("the face check on the head's front view (a face procedure's scan)", () => {
    const verdictOf = (scan: ReturnType<typeof startScan>) =>
      frameVerdict(scan.actor.getSnapshot().context);

    it("a valid pose is not held while the face detector finds no face: 'No face found' is shown and spoken; a face turned to the camera lets the streak run", () => {
      const scan = startScan({ poses: ['HEAD_FRONT'] });
      scan.cameraAndModelReady();
      scan.placeDevice();
      scan.actor.send({ type: 'pose.verdict', verdict: VALID });
      scan.actor.send({ type: 'face.verdict', verdict: faceIssue('no_face') });
      expect(verdictOf(scan)).toEqual({ valid: false, issue: 'no_face' });
      scan.wait(5000);
      expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
      expect(scan.spoken()).toEqual(['placeDevice', 'poseHeadFront', 'hintNoFace']);

      scan.actor.send({ type: 'face.verdict', verdict: FACE_OK });
      expect(verdictOf(scan)).toEqual({ valid: true });
      scan.wait(3000);
      expect(scan.state()).toEqual({ posing: { stayStill: 'watching' } });
    });

    it('a turned face is told to turn the head to the camera, before any pose issue; turning away twice during the countdown cancels it', () => {
      const scan = startScan({ poses: ['HEAD_FRONT'] });
      scan.cameraAndModelReady();
      scan.placeDevice();
      scan.actor.send({ type: 'pose.verdict', verdict: { valid: false, issue: 'come_closer' } });
      scan.actor.send({ type: 'face.verdict', verdict: faceIssue('face_turned') });
      expect(verdictOf(scan)).toEqual({ valid: false, issue: 'face_turned' });
      scan.wait(2000);
      expect(scan.spoken().at(-1)).toBe('hintHeadFaceCamera');

      scan.actor.send({ type: 'pose.verdict', verdict: VALID });
      scan.actor.send({ type: 'face.verdict', verdict: FACE_OK });
      scan.wait(3000 + SCAN_TIMING.stayStillMs);
      expect(scan.state()).toEqual({ posing: { countdown: 'three' } });
      scan.actor.send({ type: 'face.verdict', verdict: faceIssue('face_turned') });
      scan.wait(2000);
      expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
      expect(scan.emitted.some((event) => event.type === 'capture')).toBe(false);
    });

    it('waits for the first face verdict: a valid pose alone is not enough while the detector loads', () => {
      const scan = startScan({ poses: ['HEAD_FRONT'] });
      scan.cameraAndModelReady();
      scan.placeDevice();
      scan.actor.send({ type: 'pose.verdict', verdict: VALID });
      expect(verdictOf(scan)).toEqual({ valid: false, issue: null });
      scan.wait(5000);
      expect(scan.state()).toEqual({ posing: { judging: 'watching' } });
    });

    it('a face detector that cannot load leaves the pose alone to decide', () => {
      const scan = startScan({ poses: ['HEAD_FRONT'] });
      scan.cameraAndModelReady();
      scan.placeDevice();
      scan.actor.send({ type: 'pose.verdict', verdict: VALID });
      scan.actor.send({ type: 'face.unavailable' });
      scan.wait(3000);
      expect(scan.state()).toEqual({ posing: { stayStill: 'watching' } });
    });

    it('body views and turned head views are judged on the pose alone', () => {
      for (const view of ['BODY_FRONT', 'HEAD_LEFT'] as const) {
        const scan = startScan({ poses: [view] });
        scan.cameraAndModelReady();
        scan.placeDevice();
        scan.actor.send({ type: 'pose.verdict', verdict: VALID });
        scan.actor.send({ type: 'face.verdict', verdict: faceIssue('no_face') });
        scan.wait(3000);
        expect(scan.state()).toEqual({ posing: { stayStill: 'watching' } });
      }
    });
  });
});
