import type { ViewType } from '@afterlook/domain';
import type { ModelSource } from '../photo/photo-source.ts';

/**
 * The photo steps the onboarding flows share (SPEC.md §2.2 steps 3–8, §2.8): the model
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
