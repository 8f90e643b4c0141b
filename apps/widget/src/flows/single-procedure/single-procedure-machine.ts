import { isAiSupported, type Procedure } from '@afterlook/domain';
import { assign, setup } from 'xstate';
import { type PhotoSource, patientPhoto } from '../../photo/photo-source.ts';
import type { PhotoStep, PhotoStepEvent, ResultPendingEvent } from '../photo-steps.ts';

/**
 * The single-procedure flow (/onboarding-single-procedure, SPEC.md §2.8):
 *
 *   landing → model → simulation                                   (a sample model)
 *             model → uploadType → upload → simulation             (scan offered)
 *             model → upload → simulation                          (config showScan false)
 *                     uploadType → scanInstructions → scan → simulation
 *
 * Back: model → landing; uploadType → model; upload → uploadType (or model without
 * scan); scanInstructions → uploadType; scan → scanInstructions; simulation → model,
 * not while an AI result is pending.
 */
export interface SingleProcedureInput {
  readonly procedure: Procedure;
  readonly showScan: boolean;
}

export interface SingleProcedureContext extends SingleProcedureInput {
  readonly image: PhotoSource | null;
  readonly photo: Blob | null;
  readonly uploadType: 'model' | 'upload' | 'scan';
  readonly resultPending: boolean;
}

export type SingleProcedureEvent =
  | PhotoStepEvent
  | ResultPendingEvent
  | { readonly type: 'simulateNow' }
  | { readonly type: 'host.procedure'; readonly procedure: Procedure };

export const singleProcedureMachine = setup({
  types: {
    input: {} as SingleProcedureInput,
    context: {} as SingleProcedureContext,
    events: {} as SingleProcedureEvent,
  },
  guards: {
    showScan: ({ context }) => context.showScan,
    canLeaveSimulation: ({ context }) =>
      !(context.resultPending && isAiSupported(context.procedure)),
  },
  actions: {
    clearImage: assign({ image: null, photo: null }),
    useUpload: assign({ uploadType: 'upload' as const }),
  },
}).createMachine({
  id: 'singleProcedure',
  context: ({ input }) => ({
    ...input,
    image: null,
    photo: null,
    uploadType: 'model',
    resultPending: false,
  }),
  initial: 'landing',
  on: {
    'host.procedure': {
      guard: ({ event }) => isAiSupported(event.procedure),
      actions: [assign(({ event }) => ({ procedure: event.procedure })), 'clearImage'],
      target: '.landing',
    },
  },
  states: {
    /** 'Visualize Your Dream BBL', the example, three steps, 'Simulate Now'. */
    landing: { on: { simulateNow: 'model' } },
    /** 'Choose a model below or upload your own photo to visualize a {procedure}'. */
    model: {
      on: {
        'model.pick': {
          target: 'simulation',
          actions: assign(({ event }) => ({
            image: { kind: 'model', ...event.model } satisfies PhotoSource,
            uploadType: 'model' as const,
          })),
        },
        'model.useOwnPhoto': [
          { guard: 'showScan', target: 'uploadType' },
          { target: 'upload', actions: 'useUpload' },
        ],
        back: 'landing',
      },
    },
    uploadType: {
      on: {
        'uploadType.choose': [
          {
            guard: ({ event }) => event.uploadType === 'scan',
            target: 'scanInstructions',
            actions: assign({ uploadType: 'scan' as const }),
          },
          { target: 'upload', actions: 'useUpload' },
        ],
        back: 'model',
      },
    },
    scanInstructions: {
      on: {
        continue: 'scan',
        'capture.useUpload': { target: 'upload', actions: 'useUpload' },
        back: 'uploadType',
      },
    },
    scan: {
      on: {
        'scan.captured': {
          target: 'simulation',
          actions: assign(({ event }) => ({ image: patientPhoto(event.photo, event.viewType) })),
        },
        'capture.useUpload': { target: 'upload', actions: 'useUpload' },
        back: 'scanInstructions',
      },
    },
    upload: {
      on: {
        'upload.photo': { actions: assign(({ event }) => ({ photo: event.photo })) },
        'upload.submitted': {
          guard: ({ context }) => context.photo !== null,
          target: 'simulation',
          actions: assign(({ context }) => ({
            image: context.photo ? patientPhoto(context.photo) : null,
          })),
        },
        back: [{ guard: 'showScan', target: 'uploadType' }, { target: 'model' }],
      },
    },
    /** 'Post Op Visualization' with 'Try on another model'. */
    simulation: {
      exit: assign({ resultPending: false }),
      on: {
        'simulation.pending': { actions: assign({ resultPending: true }) },
        'simulation.settled': { actions: assign({ resultPending: false }) },
        'simulation.tryAnotherModel': { target: 'model', actions: 'clearImage' },
        back: { guard: 'canLeaveSimulation', target: 'model' },
      },
    },
  },
});

export type SingleProcedureScreen = 'landing' | PhotoStep;
