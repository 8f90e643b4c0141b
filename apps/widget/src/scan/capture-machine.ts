import { SCAN_TIMING, type ViewType } from '@afterlook/domain';
import {
  advanceStreak,
  EMPTY_STREAK,
  isPoseHeld,
  type PoseIssue,
  type PoseStreak,
  type PoseVerdict,
  type ScanPromptId,
  voicePromptForIssue,
  voicePromptForView,
} from '@afterlook/pose';
import { assign, emit, enqueueActions, setup } from 'xstate';
import {
  type FaceIssue,
  type FaceVerdict,
  faceCheckApplies,
  isFaceIssue,
} from '../face-check/face-verdict.ts';

/**
 * The guided scan (docs/product/state-machines.md#capture-flow) as a state machine. It owns every timing (from
 * SCAN_TIMING, so tests run it on a simulated clock) and every decision; the React
 * layer owns the side effects — camera, detector, audio, canvas — reports what they
 * observe as events and carries out what the machine emits:
 *
 *   in:  camera.ready | camera.denied | camera.failed, model.progress | model.ready |
 *        model.failed, level.reading (device orientation), pose.verdict (judgePose on
 *        each detection), face.verdict | face.unavailable (the face check on the head's
 *        front view), frame.captured, sound.toggle, retake, continue, retry
 *   out: speak (a scan.prompts id, only while the sound is on), flash, capture
 *
 *   camera ──ready──▶ placing ──level held──▶ posing ─────────────────────▶ review ──▶ done
 *     │ denied → denied            waitingModel → judging → stayStill → countdown
 *     │ failed → failed            → capturing → locked → (next pose | review)
 *
 * Level and pose are sampled once per tick (1 s); each counts as reached after MORE
 * than 2 consecutive OK ticks. On the head's front view a frame is valid only when the
 * face detector also finds a face turned to the camera (unless it could not load: then
 * the pose alone decides); its issue ('No face found', 'turn your head…') comes first. Two invalid ticks in a row during the stay-still pause
 * or the countdown cancel it (one noisy detection does not).
 */

/** Where the pose model is: downloading (with progress), ready, or 'ERROR'. */
export type ModelState =
  | { readonly status: 'loading'; readonly loadedBytes: number; readonly totalBytes: number }
  | { readonly status: 'ready' }
  | { readonly status: 'ERROR' };

export interface CapturedView {
  readonly viewType: ViewType;
  readonly image: Blob;
}

export type ScanFailure = 'camera' | 'model';

export interface CaptureInput {
  /** Poses to capture, in order (posesForProcedure without its end marker). */
  readonly poses: readonly ViewType[];
  readonly soundOn?: boolean;
}

export interface CaptureContext {
  readonly poses: readonly ViewType[];
  /** The pose being captured (index into poses). */
  readonly index: number;
  readonly captures: Readonly<Partial<Record<ViewType, Blob>>>;
  readonly soundOn: boolean;
  readonly model: ModelState;
  /** Latest device-orientation level (0..1, 0.5 = upright); null = cannot be measured. */
  readonly level: number | null;
  readonly levelTicks: number;
  /** Latest judgement of the live pose; null before the first detection. */
  readonly verdict: PoseVerdict | null;
  /** Latest face check of the live frame (head front view); null before the first. */
  readonly faceVerdict: FaceVerdict | null;
  /** The face detector could not load: the pose alone decides. */
  readonly faceUnavailable: boolean;
  readonly streak: PoseStreak;
  readonly invalidTicks: number;
  /** The last hint spoken, and the ticks since any prompt was spoken. */
  readonly spokenIssue: ScanIssue | null;
  readonly ticksSinceSpeech: number;
  /** 3, 2, 1 during the countdown. */
  readonly countdown: number | null;
  readonly failure: ScanFailure | null;
}

export type CaptureEvent =
  | { readonly type: 'camera.ready' }
  | { readonly type: 'camera.denied' }
  | { readonly type: 'camera.failed' }
  | { readonly type: 'model.progress'; readonly loadedBytes: number; readonly totalBytes: number }
  | { readonly type: 'model.ready' }
  | { readonly type: 'model.failed' }
  | { readonly type: 'level.reading'; readonly level: number | null }
  | { readonly type: 'pose.verdict'; readonly verdict: PoseVerdict }
  | { readonly type: 'face.verdict'; readonly verdict: FaceVerdict }
  | { readonly type: 'face.unavailable' }
  | { readonly type: 'frame.captured'; readonly image: Blob }
  | { readonly type: 'sound.toggle' }
  | { readonly type: 'retake'; readonly viewType: ViewType }
  | { readonly type: 'continue' }
  | { readonly type: 'retry' };

export type CaptureEmitted =
  | { readonly type: 'speak'; readonly prompt: ScanPromptId }
  | { readonly type: 'flash' }
  | { readonly type: 'capture'; readonly viewType: ViewType };

export interface CaptureOutput {
  readonly captures: readonly CapturedView[];
}

/** A hint is repeated at most this often (ticks), so the voice does not nag. */
const HINT_EVERY_TICKS = 5;
/** Invalid ticks in a row that cancel the stay-still pause or the countdown. */
const CANCEL_AFTER_INVALID_TICKS = 2;
const COUNTDOWN_STEP_MS = SCAN_TIMING.countdownMs / 3;

/** The level line is OK inside the window; where it cannot be measured it counts as level. */
export const isLevel = (level: number | null): boolean =>
  level === null || (level >= SCAN_TIMING.levelWindow.min && level <= SCAN_TIMING.levelWindow.max);

export const currentView = (context: CaptureContext): ViewType | null =>
  context.poses[context.index] ?? null;

/** What is wrong with the live frame: a pose issue or the face check's. */
export type ScanIssue = PoseIssue | FaceIssue;

/** The spoken hint per face issue: a turned face is told what a turned head is told. */
const FACE_PROMPTS: Readonly<Record<FaceIssue, ScanPromptId>> = {
  no_face: 'hintNoFace',
  face_turned: 'hintHeadFaceCamera',
};

export const voicePromptForScanIssue = (issue: ScanIssue): ScanPromptId =>
  isFaceIssue(issue) ? FACE_PROMPTS[issue] : voicePromptForIssue(issue);

/** The face check runs on the current view and has a detector. */
export const faceCheckRuns = (context: CaptureContext): boolean =>
  faceCheckApplies(currentView(context)) && !context.faceUnavailable;

/**
 * The live frame's judgement: valid when the pose is (and the face check, where it
 * runs); otherwise its issue, the face check's first, or null while a check has not
 * answered yet.
 */
export function frameVerdict(
  context: CaptureContext,
): { readonly valid: true } | { readonly valid: false; readonly issue: ScanIssue | null } {
  const face = faceCheckRuns(context) ? context.faceVerdict : { ok: true as const };
  if (face && !face.ok) return { valid: false, issue: face.issue };
  if (context.verdict && !context.verdict.valid) {
    return { valid: false, issue: context.verdict.issue };
  }
  if (face === null || context.verdict === null) return { valid: false, issue: null };
  return { valid: true };
}

/** The next pose without a capture, after the current one, or -1 when all are taken. */
const nextMissing = (context: CaptureContext): number =>
  context.poses.findIndex((view) => context.captures[view] === undefined);

export const capturedViews = (context: CaptureContext): CapturedView[] =>
  context.poses.flatMap((viewType) => {
    const image = context.captures[viewType];
    return image ? [{ viewType, image }] : [];
  });

export const captureMachine = setup({
  types: {
    input: {} as CaptureInput,
    context: {} as CaptureContext,
    events: {} as CaptureEvent,
    emitted: {} as CaptureEmitted,
    output: {} as CaptureOutput,
  },
  delays: {
    tick: SCAN_TIMING.tickMs,
    stayStill: SCAN_TIMING.stayStillMs,
    countdownStep: COUNTDOWN_STEP_MS,
    /** From the flash (end of the countdown) to the captured frame. */
    flashToCapture: SCAN_TIMING.captureDelayMs - SCAN_TIMING.countdownMs,
    lock: SCAN_TIMING.postCaptureLockMs,
  },
  guards: {
    levelHeld: ({ context }) => context.levelTicks > SCAN_TIMING.consecutiveTicksToExceed,
    poseHeld: ({ context }) => isPoseHeld(context.streak),
    modelReady: ({ context }) => context.model.status === 'ready',
    poseLost: ({ context }) => context.invalidTicks >= CANCEL_AFTER_INVALID_TICKS,
    allTaken: ({ context }) => nextMissing(context) === -1,
  },
  actions: {
    speak: enqueueActions(({ context, enqueue }, params: { prompt: ScanPromptId }) => {
      if (context.soundOn) enqueue.emit({ type: 'speak', prompt: params.prompt });
    }),
    /** The instruction for the pose being captured ('Turn 45 degrees to your left'). */
    speakView: enqueueActions(({ context, enqueue }) => {
      const view = currentView(context);
      if (view && context.soundOn)
        enqueue.emit({ type: 'speak', prompt: voicePromptForView(view) });
    }),
    /** The hint for what is wrong, when it changed or was said a while ago. */
    hintIfDue: enqueueActions(({ context, enqueue }) => {
      const verdict = frameVerdict(context);
      if (verdict.valid || verdict.issue === null) return;
      const due =
        context.ticksSinceSpeech >= HINT_EVERY_TICKS ||
        (verdict.issue !== context.spokenIssue && context.ticksSinceSpeech >= 2);
      if (!due) return;
      if (context.soundOn) {
        enqueue.emit({ type: 'speak', prompt: voicePromptForScanIssue(verdict.issue) });
      }
      enqueue.assign({ spokenIssue: verdict.issue, ticksSinceSpeech: 0 });
    }),
    resetSpeech: assign({ ticksSinceSpeech: 0, spokenIssue: null }),
    levelTick: assign(({ context }) => ({
      levelTicks: isLevel(context.level) ? context.levelTicks + 1 : 0,
    })),
    poseTick: assign(({ context }) => ({
      streak: frameVerdict(context).valid
        ? advanceStreak(context.streak, { valid: true })
        : EMPTY_STREAK,
      ticksSinceSpeech: context.ticksSinceSpeech + 1,
    })),
    holdTick: assign(({ context }) => ({
      invalidTicks: frameVerdict(context).valid ? 0 : context.invalidTicks + 1,
    })),
    resetPose: assign({ streak: EMPTY_STREAK, invalidTicks: 0, countdown: null }),
    setCountdown: assign((_, params: { value: number | null }) => ({ countdown: params.value })),
    storeCapture: assign(({ context }, params: { image: Blob }) => {
      const view = currentView(context);
      return view ? { captures: { ...context.captures, [view]: params.image } } : {};
    }),
    moveToNextMissing: assign(({ context }) => ({ index: Math.max(0, nextMissing(context)) })),
  },
}).createMachine({
  id: 'capture',
  context: ({ input }) => ({
    poses: input.poses,
    index: 0,
    captures: {},
    soundOn: input.soundOn ?? true,
    model: { status: 'loading', loadedBytes: 0, totalBytes: 0 },
    level: null,
    levelTicks: 0,
    verdict: null,
    faceVerdict: null,
    faceUnavailable: false,
    streak: EMPTY_STREAK,
    invalidTicks: 0,
    spokenIssue: null,
    ticksSinceSpeech: 0,
    countdown: null,
    failure: null,
  }),
  initial: 'camera',
  on: {
    'model.progress': {
      guard: ({ context }) => context.model.status === 'loading',
      actions: assign(({ event }) => ({
        model: {
          status: 'loading' as const,
          loadedBytes: event.loadedBytes,
          totalBytes: event.totalBytes,
        },
      })),
    },
    'model.ready': { actions: assign({ model: { status: 'ready' } }) },
    'model.failed': {
      target: '.failed',
      actions: assign({ model: { status: 'ERROR' }, failure: 'model' as const }),
    },
    'level.reading': { actions: assign(({ event }) => ({ level: event.level })) },
    'pose.verdict': { actions: assign(({ event }) => ({ verdict: event.verdict })) },
    'face.verdict': { actions: assign(({ event }) => ({ faceVerdict: event.verdict })) },
    'face.unavailable': { actions: assign({ faceUnavailable: true }) },
    'sound.toggle': { actions: assign(({ context }) => ({ soundOn: !context.soundOn })) },
  },
  states: {
    /** Waiting for getUserMedia. */
    camera: {
      on: {
        'camera.ready': 'placing',
        'camera.denied': 'denied',
        'camera.failed': {
          target: 'failed',
          actions: assign({ failure: 'camera' as const }),
        },
      },
    },
    /** 'Place your device': the level line, until it is held for more than 2 ticks. */
    placing: {
      entry: [assign({ levelTicks: 0 }), { type: 'speak', params: { prompt: 'placeDevice' } }],
      always: { guard: 'levelHeld', target: 'posing' },
      initial: 'watching',
      states: {
        watching: {
          after: { tick: { target: 'watching', reenter: true, actions: 'levelTick' } },
        },
      },
    },
    posing: {
      initial: 'waitingModel',
      states: {
        /** 'Downloading AI Model.' with its progress. */
        waitingModel: {
          always: { guard: 'modelReady', target: 'judging' },
        },
        /** The pose is requested and judged once per tick. */
        judging: {
          entry: ['resetPose', 'resetSpeech', 'speakView'],
          always: { guard: 'poseHeld', target: 'stayStill' },
          initial: 'watching',
          states: {
            watching: {
              after: {
                tick: {
                  target: 'watching',
                  reenter: true,
                  actions: ['poseTick', 'hintIfDue'],
                },
              },
            },
          },
        },
        /** 'Perfect, stay still', then a 3 s pause. */
        stayStill: {
          entry: [
            assign({ invalidTicks: 0 }),
            { type: 'speak', params: { prompt: 'perfectStayStill' } },
          ],
          always: { guard: 'poseLost', target: 'judging' },
          after: { stayStill: 'countdown' },
          initial: 'watching',
          states: {
            watching: {
              after: { tick: { target: 'watching', reenter: true, actions: 'holdTick' } },
            },
          },
        },
        /** 3 s countdown (3, 2, 1), the flash, and the frame at 3.75 s. */
        countdown: {
          always: { guard: 'poseLost', target: 'judging' },
          exit: { type: 'setCountdown', params: { value: null } },
          initial: 'three',
          states: {
            three: {
              entry: [
                { type: 'setCountdown', params: { value: 3 } },
                { type: 'speak', params: { prompt: 'countdown3' } },
              ],
              after: { countdownStep: 'two' },
            },
            two: {
              // Each step is one tick long: the pose is checked on entry.
              entry: [
                'holdTick',
                { type: 'setCountdown', params: { value: 2 } },
                { type: 'speak', params: { prompt: 'countdown2' } },
              ],
              after: { countdownStep: 'one' },
            },
            one: {
              entry: [
                'holdTick',
                { type: 'setCountdown', params: { value: 1 } },
                { type: 'speak', params: { prompt: 'countdown1' } },
              ],
              after: { countdownStep: 'flash' },
            },
            flash: {
              entry: [
                'holdTick',
                { type: 'setCountdown', params: { value: null } },
                emit({ type: 'flash' }),
              ],
              after: { flashToCapture: '#capture.posing.capturing' },
            },
          },
        },
        /** The React layer grabs the frame (PNG) and sends it back. */
        capturing: {
          entry: emit(({ context }) => ({
            type: 'capture' as const,
            viewType: currentView(context) ?? 'BODY_FRONT',
          })),
          on: {
            'frame.captured': {
              target: 'locked',
              actions: { type: 'storeCapture', params: ({ event }) => ({ image: event.image }) },
            },
          },
        },
        /** 250 ms lock, then the next pose without a capture, or the review. */
        locked: {
          after: {
            lock: [
              { guard: 'allTaken', target: '#capture.review' },
              { target: 'judging', actions: 'moveToNextMissing' },
            ],
          },
        },
      },
    },
    /** The captured images, each with a retake button, and Continue. */
    review: {
      entry: { type: 'speak', params: { prompt: 'done' } },
      on: {
        retake: {
          target: 'posing',
          actions: assign(({ context, event }) => {
            const captures = { ...context.captures };
            delete captures[event.viewType];
            return { captures, index: Math.max(0, context.poses.indexOf(event.viewType)) };
          }),
        },
        continue: 'done',
      },
    },
    done: { type: 'final' },
    /** Camera permission refused: the camera access screen. */
    denied: { on: { retry: 'camera' } },
    /** Camera, model or constraint failure: the fallback view. */
    failed: {
      on: {
        retry: {
          target: 'camera',
          actions: assign(({ context }) => ({
            failure: null,
            model:
              context.model.status === 'ERROR'
                ? ({ status: 'loading', loadedBytes: 0, totalBytes: 0 } as const)
                : context.model,
          })),
        },
      },
    },
  },
  output: ({ context }) => ({ captures: capturedViews(context) }),
});
