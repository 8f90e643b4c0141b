import type { ViewType } from '@afterlook/domain';
import { assign, emit, fromPromise, setup } from 'xstate';
import { type FaceIssue, type FaceVerdict, faceCheckApplies } from './face-verdict.ts';

/**
 * The face check on the upload screen (docs/product/state-machines.md#capture-flow: a face
 * detector runs in the browser): a photo chosen for a face procedure's front view goes to
 * the detector, and only a photo with a face turned to the camera is handed on. Other
 * views' photos go on at once. When the check cannot run (the detector failed to load),
 * the photo goes on unchecked: the server checks every photo again.
 *
 *   in:  photo.chosen (the prepared PNG), photo.removed
 *   out: accepted { photo } — the photo the flow may use
 *
 *   idle ──chosen──▶ checking ──face ok / check failed──▶ accepted
 *                        └──no face / turned──▶ rejected (issue)
 *   any ──chosen──▶ checking (a new photo replaces one being checked); any ──removed──▶ idle
 */

export interface FaceCheckInput {
  /** The view the procedure's photo shows (viewForProcedure). */
  readonly view: ViewType;
}

export interface FaceCheckContext {
  readonly view: ViewType;
  /** The photo being checked or accepted. */
  readonly photo: Blob | null;
  /** Why the last photo was turned down. */
  readonly issue: FaceIssue | null;
}

export type FaceCheckEvent =
  | { readonly type: 'photo.chosen'; readonly photo: Blob }
  | { readonly type: 'photo.removed' };

export type FaceCheckEmitted = { readonly type: 'accepted'; readonly photo: Blob };

export interface CheckFaceInput {
  readonly photo: Blob;
  readonly view: ViewType;
}

export const faceCheckMachine = setup({
  types: {
    input: {} as FaceCheckInput,
    context: {} as FaceCheckContext,
    events: {} as FaceCheckEvent,
    emitted: {} as FaceCheckEmitted,
  },
  actors: {
    /** The detector's verdict on the photo; its code and model load only now. */
    checkFace: fromPromise<FaceVerdict, CheckFaceInput>(async ({ input }) => {
      const { checkPhotoFace } = await import('./check-photo-face.ts');
      return checkPhotoFace(input.photo, input.view);
    }),
  },
  guards: {
    checked: ({ context }) => faceCheckApplies(context.view),
  },
  actions: {
    accept: emit(({ context }) => ({ type: 'accepted' as const, photo: context.photo as Blob })),
  },
}).createMachine({
  id: 'faceCheck',
  context: ({ input }) => ({ view: input.view, photo: null, issue: null }),
  initial: 'idle',
  on: {
    'photo.chosen': {
      target: '.choosing',
      actions: assign(({ event }) => ({ photo: event.photo, issue: null })),
    },
    'photo.removed': { target: '.idle', actions: assign({ photo: null, issue: null }) },
  },
  states: {
    idle: {},
    choosing: {
      always: [{ guard: 'checked', target: 'checking' }, { target: 'accepted' }],
    },
    /** 'Checking your photo…' while the detector loads and reads it. */
    checking: {
      invoke: {
        src: 'checkFace',
        input: ({ context }) => ({ photo: context.photo as Blob, view: context.view }),
        onDone: [
          { guard: ({ event }) => event.output.ok, target: 'accepted' },
          {
            target: 'rejected',
            actions: assign(({ event }) => ({
              photo: null,
              issue: event.output.ok ? null : event.output.issue,
            })),
          },
        ],
        onError: {
          target: 'accepted',
          actions: ({ event }) =>
            console.warn('AfterLook: the face check could not run; the photo goes on', event.error),
        },
      },
    },
    accepted: { entry: 'accept' },
    /** 'No face found…' or '…face the camera': the patient chooses another photo. */
    rejected: {},
  },
});
