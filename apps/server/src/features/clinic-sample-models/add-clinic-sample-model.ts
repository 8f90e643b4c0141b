import type { Readable } from 'node:stream';
import type { ClinicSampleModel } from '@afterlook/api';
import {
  type AiSupportedProcedure,
  CLINIC_SAMPLE_MODEL_RULES,
  viewForProcedure,
} from '@afterlook/domain';
import type { ErrorKinds } from '../../lib/error-kind.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import { analyzeStoredImage } from '../images/analyze-stored-image.ts';
import { createImageSlots } from '../images/create-image-slots.ts';
import { ingestUpload, UPLOAD_ERROR_KINDS, type UploadError } from '../images/ingest-upload.ts';
import { eraseImages } from '../retention/erase-images.ts';
import { describeFailure } from '../transforms/describe-failure.ts';
import { CLINIC_SAMPLE_MODEL_SOURCE } from './clinic-sample-model-source.ts';
import { listClinicSampleModels } from './list-clinic-sample-models.ts';

export type AddSampleModelError = UploadError | 'too_many_models' | 'unusable_photo';

/** The kind of each refusal: the upload's, a full procedure, a photo without the person. */
export const ADD_SAMPLE_MODEL_ERROR_KINDS: ErrorKinds<AddSampleModelError> = {
  ...UPLOAD_ERROR_KINDS,
  too_many_models: 'conflict',
  unusable_photo: 'unprocessable',
};

/**
 * Adds a photo as one of the clinic's own sample models for a procedure. It goes through
 * the patients' upload path (magic bytes, decode, orientation, metadata stripped,
 * normalised, analysed for the procedure's view, on a worker when this process runs no
 * vision), and is kept only when the analysis
 * finds the person the procedure needs, so every patient who picks it gets a result.
 */
export async function addClinicSampleModel(
  deps: Ports,
  clinicId: string,
  procedure: AiSupportedProcedure,
  photo: Readable,
): Promise<Result<ClinicSampleModel, AddSampleModelError>> {
  const existing = await listClinicSampleModels(deps, clinicId, procedure);
  if (existing.length >= CLINIC_SAMPLE_MODEL_RULES.maxPerProcedure) {
    photo.resume();
    return fail(
      'too_many_models',
      `A procedure has at most ${CLINIC_SAMPLE_MODEL_RULES.maxPerProcedure} models of your own; delete one first`,
    );
  }
  const view = viewForProcedure(procedure);
  const { slots } = await createImageSlots(deps.db, deps.clock, clinicId, 'widget', [
    { view_type: view, procedure_types: [procedure] },
  ]);
  const slot = slots[0];
  if (!slot) throw new Error('no image slot');
  // Marked before the upload, so a crash mid-way never leaves a patient-like photo.
  await deps.db
    .updateTable('images')
    .set({ source: CLINIC_SAMPLE_MODEL_SOURCE })
    .where('id', '=', slot.imageId)
    .execute();
  const erase = () => eraseImages(deps, clinicId, [slot.imageId]);

  const ingested = await ingestUpload(deps, { clinicId, blobKey: slot.blobKey }, photo);
  if (!ingested.ok) {
    await erase();
    return ingested;
  }
  const storedVerdict = async () =>
    (
      await deps.db
        .selectFrom('images')
        .select('verdict')
        .where('id', '=', slot.imageId)
        .executeTakeFirstOrThrow()
    ).verdict;
  let stored = await storedVerdict();
  if (stored === null) {
    // An API-only process (JOB_QUEUE=bullmq) stores uploads unanalysed: a worker looks.
    await analyzeStoredImage(deps, clinicId, { imageId: slot.imageId, view });
    stored = await storedVerdict();
  }
  const verdict = stored ? (JSON.parse(stored) as { ok: boolean; reason?: string }) : null;
  if (!verdict?.ok) {
    await erase();
    return fail('unusable_photo', describeFailure(verdict?.reason ?? 'image_invalid', 'en'));
  }
  const added = (await listClinicSampleModels(deps, clinicId, procedure)).find(
    (model) => model.id === slot.imageId,
  );
  if (!added) throw new Error('the model just added is gone');
  return ok(added);
}
