import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** Our words for the refusals Fastify makes before a route runs. */
const FRAMEWORK_MESSAGES: Readonly<Record<string, string>> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Send the body as application/json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
};

/**
 * Every error answers the ApiErrorBody shape. Bad input is a 4xx with the reason;
 * anything else is a bug: logged in full, answered with a generic 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map(
          (issue) =>
            `${issue.instancePath || error.validationContext || 'request'}: ${issue.message}`,
        )
        .join('; ');
      return reply.code(400).send({ error: 'invalid_request', message: details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own refusals are worded by us; our errors carry our messages already.
      const own = FRAMEWORK_MESSAGES[error.code];
      const foreign = error.code?.startsWith('FST_') ?? false;
      return reply.code(status).send({
        error: (error.code ?? 'bad_request').toLowerCase(),
        message: own ?? (foreign ? 'The request could not be processed' : error.message),
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal_error', message: 'Internal server error' });
  });
}
