import { interpolate, type Language, MESSAGES } from '@afterlook/domain';
import { STATUS_OF_KIND } from '../reply-with-error.ts';

export type LimitMessage = 'rateLimited' | 'tooManyAuthFailures';

/** The 429 every limit answers (the error handler sends it as { error, message }). */
export function rateLimitedError(
  lang: Language,
  ttlMs: number,
  message: LimitMessage = 'rateLimited',
): Error {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  return Object.assign(new Error(interpolate(MESSAGES[lang].limits[message], { seconds })), {
    statusCode: STATUS_OF_KIND.rate_limited,
    code: 'rate_limited',
  });
}
