import type { ErrorKinds } from '../../lib/error-kind.ts';
import type { ImageUrlError } from './resolve-image-url.ts';

/**
 * The kind of each refusal of an image_url (transforms, leads and the doctor chat name
 * one): a missing image is not found, an expired address or unusable photo cannot be
 * acted on, an image still waiting for its bytes is in the wrong state.
 */
export const IMAGE_URL_ERROR_KINDS: ErrorKinds<ImageUrlError> = {
  image_not_found: 'not_found',
  image_url_expired: 'unprocessable',
  image_not_uploaded: 'conflict',
  image_unusable: 'unprocessable',
};
