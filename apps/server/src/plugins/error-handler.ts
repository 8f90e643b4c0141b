import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

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
      return reply.code(status).send({
        error: (error.code ?? 'bad_request').toLowerCase(),
        message: error.message,
      });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'internal_error', message: 'Internal server error' });
  });
}
