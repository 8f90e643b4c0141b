import type { SampleModel } from '@afterlook/api';
import type { ViewType } from '@afterlook/domain';

/**
 * The image a simulation runs on (docs/product/state-machines.md#simulation-flow): a sample model's picture (an address
 * the server can transform directly) or the patient's own photo (a PNG blob uploaded
 * first). `id` tells two choices apart, so a new image gets a new result.
 */
export type PhotoSource =
  | {
      readonly kind: 'model';
      readonly id: string;
      readonly url: string;
      readonly viewType: ViewType;
    }
  | {
      readonly kind: 'photo';
      readonly id: string;
      /** PNG, long side at most PHOTO_WORKING_LONG_SIDE_PX. */
      readonly blob: Blob;
      /** The pose it shows, when the camera scan took it. */
      readonly viewType?: ViewType;
    };

export type ModelSource = Extract<PhotoSource, { kind: 'model' }>;

/** A sample model the server offers, as the simulation's image (its id keeps one cached result). */
export const sampleModelSource = (model: SampleModel): ModelSource => ({
  kind: 'model',
  id: model.id,
  url: model.image_url,
  viewType: model.view_type,
});

/** The patient's scanned or uploaded photo as the simulation's image (a new id: a new result). */
export const patientPhoto = (blob: Blob, viewType?: ViewType): PhotoSource => ({
  kind: 'photo',
  id: newPhotoId(),
  blob,
  ...(viewType ? { viewType } : {}),
});

export const newPhotoId = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
