import { isAiSupported, type Procedure } from '@afterlook/domain';
import { assign, setup } from 'xstate';
import type { PhotoSource } from '../../photo/photo-source.ts';
import * as photoSteps from '../photo-steps.ts';

/**
 * The single-procedure flow (/onboarding-single-procedure, docs/product/single-procedure-flow.md):
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
  | photoSteps.PhotoStepEvent
  | photoSteps.ResultPendingEvent
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
  },
  actions: photoSteps.photoStepActions<SingleProcedureContext, SingleProcedureEvent>(),
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
        'model.pick': photoSteps.pickModel,
        'model.useOwnPhoto': [
          { guard: 'showScan', target: 'uploadType' },
          {
            target: 'upload',
            actions: { type: 'setUploadType', params: { uploadType: 'upload' } },
          },
        ],
        back: 'landing',
      },
    },
    uploadType: photoSteps.uploadTypeState('model'),
    scanInstructions: photoSteps.scanInstructionsState,
    scan: photoSteps.scanState,
    upload: photoSteps.uploadState([
      { guard: 'showScan', target: 'uploadType' },
      { target: 'model' },
    ]),
    /** 'Post-op Visualization' with 'Try on another model'. */
    simulation: photoSteps.simulationState,
  },
});

export type SingleProcedureScreen = 'landing' | photoSteps.PhotoStep;
