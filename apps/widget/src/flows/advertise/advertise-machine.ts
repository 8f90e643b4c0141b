import { isAiSupported, type Procedure } from '@afterlook/domain';
import { assign, setup } from 'xstate';
import type { PhotoSource } from '../../photo/photo-source.ts';
import * as photoSteps from '../photo-steps.ts';

/**
 * The ad flow (/onboarding-advertise, docs/product/ad-flow.md): it opens on 'Select an Image' for
 * the query's procedure, then the simulation view with 'Try on another model' and the
 * lead modal. 'Upload your own' on the image grid leads to the photo upload.
 *
 *   model → simulation              (a sample model)
 *   model → upload → simulation     (the patient's photo)
 */
export interface AdvertiseContext {
  readonly procedure: Procedure;
  readonly image: PhotoSource | null;
  readonly photo: Blob | null;
  readonly uploadType: 'model' | 'upload';
  readonly resultPending: boolean;
}

/** The photo steps' events; the method and scan ones have no screen here and change nothing. */
export type AdvertiseEvent =
  | photoSteps.PhotoStepEvent
  | photoSteps.ResultPendingEvent
  /** The host page named another procedure: its images, if the AI supports it. */
  | { readonly type: 'host.procedure'; readonly procedure: Procedure };

export const advertiseMachine = setup({
  types: {
    input: {} as { readonly procedure: Procedure },
    context: {} as AdvertiseContext,
    events: {} as AdvertiseEvent,
  },
  actions: photoSteps.photoStepActions<AdvertiseContext, AdvertiseEvent>(),
}).createMachine({
  id: 'advertise',
  context: ({ input }) => ({
    procedure: input.procedure,
    image: null,
    photo: null,
    uploadType: 'model',
    resultPending: false,
  }),
  initial: 'model',
  on: {
    'host.procedure': {
      guard: ({ event }) => isAiSupported(event.procedure),
      target: '.model',
      actions: [assign(({ event }) => ({ procedure: event.procedure })), 'clearImage'],
    },
  },
  states: {
    /** 'Select an Image' / 'Visualize a {procedure} by selecting an image below.' */
    model: {
      on: {
        'model.pick': photoSteps.pickModel,
        'model.useOwnPhoto': { target: 'upload' },
      },
    },
    /** 'Upload a photo'; back returns to the images. */
    upload: photoSteps.uploadState({ target: 'model' }),
    /** The result, 'Try on another model' and the lead modal; back waits for a pending result. */
    simulation: photoSteps.simulationState,
  },
});

export type AdvertiseScreen = 'model' | 'upload' | 'simulation';
