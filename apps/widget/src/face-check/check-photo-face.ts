import type { ViewType } from '@afterlook/domain';
import type { FaceVerdict } from './face-verdict.ts';
import { judgeFace } from './judge-face.ts';
import { prepareFaceDetector } from './prepare-face-detector.ts';

/**
 * The face check on a photo the patient chose (the prepared PNG, upright): the page's
 * face detector on it, judged for the view. Throws when the detector cannot load or
 * the photo cannot be read: the check could not run (the caller decides what that means).
 */
export async function checkPhotoFace(photo: Blob, view: ViewType): Promise<FaceVerdict> {
  const loaded = await prepareFaceDetector();
  if (!loaded.ok) throw new Error(loaded.error);
  const bitmap = await createImageBitmap(photo);
  try {
    return judgeFace(loaded.detector.detect(bitmap), view);
  } finally {
    bitmap.close();
  }
}
