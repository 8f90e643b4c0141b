import type { ErrorKinds } from '../../lib/error-kind.ts';
import { IMAGE_URL_ERROR_KINDS } from './image-url-error-kinds.ts';
import type { TransformError } from './start-transform.ts';

/** The kind of each refusal of a transform: a procedure it cannot do is unprocessable. */
export const TRANSFORM_ERROR_KINDS: ErrorKinds<TransformError> = {
  ...IMAGE_URL_ERROR_KINDS,
  not_supported_by_ai: 'unprocessable',
  one_procedure_at_a_time: 'unprocessable',
};
