import { describe, expect, it, vi } from 'vitest';
import { type Actor, createActor, fromPromise } from 'xstate';
import { type CheckFaceInput, faceCheckMachine } from './face-check-machine.ts';
import { FACE_OK, type FaceVerdict, faceIssue } from './face-verdict.ts';

const photo = (label: string) => new Blob([label], { type: 'image/png' });

/**
 * The upload's face check with a detector whose verdicts the test gives: each photo's
 * check waits until the test answers it (or fails it).
 */
function startCheck(view: 'HEAD_FRONT' | 'HEAD_LEFT' | 'BODY_FRONT' = 'HEAD_FRONT') {
  const asked: CheckFaceInput[] = [];
  const answers: { verdict: (v: FaceVerdict) => void; fail: (e: Error) => void }[] = [];
  const machine = faceCheckMachine.provide({
    actors: {
      checkFace: fromPromise<FaceVerdict, CheckFaceInput>(
        ({ input }) =>
          new Promise((resolve, reject) => {
            asked.push(input);
            answers.push({ verdict: resolve, fail: reject });
          }),
      ),
    },
  });
  const actor: Actor<typeof machine> = createActor(machine, { input: { view } });
  const accepted: Blob[] = [];
  actor.on('accepted', ({ photo: handed }) => accepted.push(handed));
  actor.start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const answer = async (index: number, verdict: FaceVerdict) => {
    answers[index]?.verdict(verdict);
    await settle();
  };
  const fail = async (index: number) => {
    answers[index]?.fail(new Error('face model: HTTP Error: 503'));
    await settle();
  };
  return { actor, asked, accepted, answer, fail, state: () => actor.getSnapshot().value };
}

describe('issue 30: the face check on an uploaded photo (docs/product/state-machines.md#capture-flow)', () => {
  it("hands a face procedure's photo on only once the detector finds a face turned to the camera", async () => {
    const check = startCheck();
    const chosen = photo('frontal');
    check.actor.send({ type: 'photo.chosen', photo: chosen });
    expect(check.state()).toBe('checking');
    expect(check.asked).toEqual([{ photo: chosen, view: 'HEAD_FRONT' }]);
    expect(check.accepted).toEqual([]);
    await check.answer(0, FACE_OK);
    expect(check.state()).toBe('accepted');
    expect(check.accepted).toEqual([chosen]);
    expect(check.actor.getSnapshot().context.issue).toBeNull();
  });

  it('turns a photo with no face down (no_face) and never hands it on', async () => {
    const check = startCheck();
    check.actor.send({ type: 'photo.chosen', photo: photo('landscape') });
    await check.answer(0, faceIssue('no_face'));
    expect(check.state()).toBe('rejected');
    expect(check.actor.getSnapshot().context).toMatchObject({ photo: null, issue: 'no_face' });
    expect(check.accepted).toEqual([]);
  });

  it('turns a photo with a turned face down (face_turned); the next photo, facing the camera, goes on', async () => {
    const check = startCheck();
    check.actor.send({ type: 'photo.chosen', photo: photo('profile') });
    await check.answer(0, faceIssue('face_turned'));
    expect(check.state()).toBe('rejected');
    expect(check.actor.getSnapshot().context.issue).toBe('face_turned');

    const frontal = photo('frontal');
    check.actor.send({ type: 'photo.chosen', photo: frontal });
    expect(check.state()).toBe('checking');
    // The message of the photo turned down goes as soon as another is being checked.
    expect(check.actor.getSnapshot().context.issue).toBeNull();
    await check.answer(1, FACE_OK);
    expect(check.accepted).toEqual([frontal]);
  });

  it("a photo chosen while another is checked replaces it: the first one's late verdict counts for nothing", async () => {
    const check = startCheck();
    check.actor.send({ type: 'photo.chosen', photo: photo('first') });
    const second = photo('second');
    check.actor.send({ type: 'photo.chosen', photo: second });
    await check.answer(0, FACE_OK);
    expect(check.state()).toBe('checking');
    expect(check.accepted).toEqual([]);
    await check.answer(1, faceIssue('no_face'));
    expect(check.state()).toBe('rejected');
    expect(check.accepted).toEqual([]);
  });

  it('lets the photo go on when the check cannot run (the detector failed to load): the server checks it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      const check = startCheck();
      const chosen = photo('frontal');
      check.actor.send({ type: 'photo.chosen', photo: chosen });
      await check.fail(0);
      expect(check.state()).toBe('accepted');
      expect(check.accepted).toEqual([chosen]);
      expect(warn).toHaveBeenCalledOnce();
    } finally {
      warn.mockRestore();
    }
  });

  it("hands a body procedure's photo, and a turned head view's, on at once, without the detector", () => {
    for (const view of ['BODY_FRONT', 'HEAD_LEFT'] as const) {
      const check = startCheck(view);
      const chosen = photo(view);
      check.actor.send({ type: 'photo.chosen', photo: chosen });
      expect(check.state()).toBe('accepted');
      expect(check.accepted).toEqual([chosen]);
      expect(check.asked).toEqual([]);
    }
  });

  it('removing the photo clears the message', async () => {
    const check = startCheck();
    check.actor.send({ type: 'photo.chosen', photo: photo('landscape') });
    await check.answer(0, faceIssue('no_face'));
    check.actor.send({ type: 'photo.removed' });
    expect(check.state()).toBe('idle');
    expect(check.actor.getSnapshot().context).toMatchObject({ photo: null, issue: null });
  });
});
