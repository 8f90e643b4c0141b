/**
 * Per-address limits of the media calls: far above what a patient's widget does
 * (a few uploads and transforms a minute), low enough to stop a script filling the
 * disk or the job queue.
 */
export const MEDIA_RATE_LIMIT = {
  max: 60,
  timeWindow: 60_000,
  errorResponseBuilder: (_request: unknown, context: { after: string }) =>
    Object.assign(new Error(`Too many requests; try again in ${context.after}`), {
      statusCode: 429,
      code: 'rate_limited',
    }),
} as const;
