/** Server-built object keys: lower-case ids and names joined by '/', nothing else. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_.-]*)*$/;

/** True when `key` has the shape of a key we build (so never '..', '//' or a leading '/'). */
export const isBlobKey = (key: string): boolean =>
  key.length <= 512 && KEY_PATTERN.test(key) && !key.split('/').some((part) => part === '..');

/** Everything stored of one image: the photo, a pending upload, its analyses. */
export const imageFolder = (clinicId: string, imageId: string): string =>
  `clinics/${clinicId}/images/${imageId}`;

/** A clinic's own transform's after images. */
export const transformFolder = (clinicId: string, jobId: string): string =>
  `clinics/${clinicId}/transforms/${jobId}`;

/** The normalised photo of an image. */
export const imageBlobKey = (clinicId: string, imageId: string): string =>
  `${imageFolder(clinicId, imageId)}/image.png`;

/** The raw bytes of an upload while it is being checked (deleted right after). */
export const uploadBlobKey = (clinicId: string, imageId: string): string =>
  `${imageFolder(clinicId, imageId)}/upload.bin`;

/** The stored SubjectAnalysis (landmarks, mask, verdict) of an image, for one view. */
export const analysisBlobKey = (clinicId: string, imageId: string, view: string): string =>
  `${imageFolder(clinicId, imageId)}/analysis-${view.toLowerCase().replaceAll('_', '-')}.bin`;

/** The i-th after image of a job: a clinic's own, or shared (sample models). */
export const resultBlobKey = (clinicId: string | null, jobId: string, index: number): string =>
  clinicId === null
    ? `shared/transforms/${jobId}/after-${index}.png`
    : `${transformFolder(clinicId, jobId)}/after-${index}.png`;

/** Our signed blob URLs: `/blobs/v1/<key>?c=&l=&e=&s=`. */
export const BLOB_ROUTE_PREFIX = '/blobs/v1/';
