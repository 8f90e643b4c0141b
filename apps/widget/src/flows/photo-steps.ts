import { isAiSupported, type Procedure, type UploadType, type ViewType } from '@afterlook/domain';
import { assign, type EventObject } from 'xstate';
import { type ModelSource, type PhotoSource, patientPhoto } from '../photo/photo-source.ts';

/**
 * The photo steps the onboarding flows share (docs/product/onboarding-flow.md steps 3–8, §2.8): the model
 * screen, the method picker, the scan, the upload and the simulation. Each flow's machine
 * names them the same and adds its own steps and events around them.
 */
export type PhotoStep =
  | 'model'
  | 'uploadType'
  | 'scanInstructions'
  | 'scan'
  | 'upload'
  | 'simulation';

/** A sample model as the picker hands it over. */
export type PickedModel = Omit<ModelSource, 'kind'>;

/** The method picker, the scan instructions ('continue') and the scan. */
export type ScanStepEvent =
  | { readonly type: 'uploadType.choose'; readonly uploadType: 'scan' | 'upload' }
  | { readonly type: 'continue' }
  | { readonly type: 'scan.captured'; readonly photo: Blob; readonly viewType: ViewType }
  /** 'Upload a photo instead' on a scan step. */
  | { readonly type: 'capture.useUpload' };

/** The patient's actions on the photo steps. */
export type PhotoStepEvent =
  /** A sample model image was picked on the model screen. */
  | { readonly type: 'model.pick'; readonly model: PickedModel }
  /** 'Upload your own' on the model screen. */
  | { readonly type: 'model.useOwnPhoto' }
  | ScanStepEvent
  /** The upload screen's photo was chosen (a PNG) or removed (null). */
  | { readonly type: 'upload.photo'; readonly photo: Blob | null }
  /** 'Upload photos'. */
  | { readonly type: 'upload.submitted' }
  | { readonly type: 'simulation.tryAnotherModel' }
  | { readonly type: 'back' };

/** The simulation screen tells whether an AI result is being computed (back waits for it). */
export type ResultPendingEvent =
  | { readonly type: 'simulation.pending' }
  | { readonly type: 'simulation.settled' };

/** What every flow with the photo steps keeps; its machine's context adds its own fields. */
export interface PhotoStepContext {
  readonly procedure: Procedure | null;
  readonly uploadType: UploadType | null;
  /** The image the simulation runs on; cleared by 'Try on another model'. */
  readonly image: PhotoSource | null;
  /** The photo on the upload screen, before 'Upload photos'. */
  readonly photo: Blob | null;
  /** A simulation result is being computed (set by the simulation screen). */
  readonly resultPending: boolean;
}

/**
 * The actions the photo-step states below name, for a flow machine's setup
 * (`actions: { ...photoStepActions<Context, Event>(), ... }`).
 */
export function photoStepActions<TContext extends PhotoStepContext, TEvent extends EventObject>() {
  // The flow's context is a PhotoStepContext and more; these updates touch only its part.
  const update = (patch: Partial<PhotoStepContext>) => patch as Partial<TContext>;
  return {
    useModel: assign<TContext, TEvent, { model: PickedModel }, TEvent, never>((_, { model }) =>
      update({ image: { kind: 'model', ...model }, uploadType: 'model' }),
    ),
    keepPhoto: assign<TContext, TEvent, { photo: Blob | null }, TEvent, never>((_, { photo }) =>
      update({ photo }),
    ),
    useUploadedPhoto: assign<TContext, TEvent, undefined, TEvent, never>(({ context }) =>
      update({ image: context.photo ? patientPhoto(context.photo) : null, uploadType: 'upload' }),
    ),
    useScannedPhoto: assign<TContext, TEvent, { photo: Blob; viewType: ViewType }, TEvent, never>(
      (_, { photo, viewType }) => update({ image: patientPhoto(photo, viewType) }),
    ),
    setUploadType: assign<TContext, TEvent, { uploadType: 'scan' | 'upload' }, TEvent, never>(
      (_, { uploadType }) => update({ uploadType }),
    ),
    setResultPending: assign<TContext, TEvent, { pending: boolean }, TEvent, never>(
      (_, { pending }) => update({ resultPending: pending }),
    ),
    clearImage: assign<TContext, TEvent, undefined, TEvent, never>(() =>
      update({ image: null, photo: null }),
    ),
  };
}

type PhotoStepEventOf<TType extends PhotoStepEvent['type']> = Extract<
  PhotoStepEvent,
  { type: TType }
>;

/** 'model.pick' on the model screen: the result on the picked sample model. */
export const pickModel = {
  target: 'simulation',
  actions: {
    type: 'useModel',
    params: ({ event }: { event: PhotoStepEventOf<'model.pick'> }) => ({ model: event.model }),
  },
} as const;

/** The method screen ('How would you like to see results?'): scan or upload. */
export const uploadTypeState = <const TBack extends string>(back: TBack) =>
  ({
    on: {
      'uploadType.choose': [
        {
          guard: ({ event }: { event: PhotoStepEventOf<'uploadType.choose'> }) =>
            event.uploadType === 'scan',
          target: 'scanInstructions',
          actions: { type: 'setUploadType', params: { uploadType: 'scan' } },
        },
        { target: 'upload', actions: { type: 'setUploadType', params: { uploadType: 'upload' } } },
      ],
      back: { target: back },
    },
  }) as const;

/** 'Upload a photo instead' on a scan step. */
const scanUseUpload = {
  target: 'upload',
  actions: { type: 'setUploadType', params: { uploadType: 'upload' } },
} as const;

/** The scan instructions; Continue starts the camera. */
export const scanInstructionsState = {
  on: {
    continue: { target: 'scan' },
    'capture.useUpload': scanUseUpload,
    back: { target: 'uploadType' },
  },
} as const;

/** The body scan (camera capture); its photo goes to the simulation. */
export const scanState = {
  on: {
    'scan.captured': {
      target: 'simulation',
      actions: {
        type: 'useScannedPhoto',
        params: ({ event }: { event: PhotoStepEventOf<'scan.captured'> }) => ({
          photo: event.photo,
          viewType: event.viewType,
        }),
      },
    },
    'capture.useUpload': scanUseUpload,
    back: { target: 'scanInstructions' },
  },
} as const;

/** 'Upload a photo': the chosen photo, then 'Upload photos' runs the simulation on it. */
export const uploadState = <const TBack>(back: TBack) =>
  ({
    on: {
      'upload.photo': {
        actions: {
          type: 'keepPhoto',
          params: ({ event }: { event: PhotoStepEventOf<'upload.photo'> }) => ({
            photo: event.photo,
          }),
        },
      },
      'upload.submitted': {
        guard: ({ context }: { context: PhotoStepContext }) => context.photo !== null,
        target: 'simulation',
        actions: 'useUploadedPhoto',
      },
      back,
    },
  }) as const;

/** docs/product/onboarding-flow.md: back is disabled while a result is pending for an AI-supported procedure. */
const canLeaveSimulation = ({ context }: { context: PhotoStepContext }) =>
  !(context.resultPending && context.procedure !== null && isAiSupported(context.procedure));

/** 'Post-op Visualization'; back (once no AI result is pending) and 'Try on another model' return to model. */
export const simulationState = {
  exit: { type: 'setResultPending', params: { pending: false } },
  on: {
    'simulation.pending': { actions: { type: 'setResultPending', params: { pending: true } } },
    'simulation.settled': { actions: { type: 'setResultPending', params: { pending: false } } },
    'simulation.tryAnotherModel': { target: 'model', actions: 'clearImage' },
    back: { guard: canLeaveSimulation, target: 'model' },
  },
} as const;
