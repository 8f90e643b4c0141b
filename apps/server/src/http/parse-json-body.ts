import { MESSAGES } from '@afterlook/domain';
import type { FastifyInstance } from 'fastify';
import { STATUS_OF_KIND } from './reply-with-error.ts';

/** A 400 the error handler answers as { error, message }. */
const badBody = (code: string, message: string) =>
  Object.assign(new Error(message), { statusCode: STATUS_OF_KIND.invalid, code });

/** Keys that would reach an object's prototype when merged (what secure-json-parse refuses). */
const isPoisoned = (key: string, value: unknown) =>
  key === '__proto__' ||
  (key === 'constructor' && typeof value === 'object' && value !== null && 'prototype' in value);

/**
 * The JSON body parser: Fastify's refuses `__proto__` with "Body is not valid JSON",
 * which sends a client looking for a syntax error it did not make. Ours says which
 * key is refused, and words every refusal itself.
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') {
      return done(badBody('empty_json_body', 'The body is empty; send a JSON object'), undefined);
    }
    let poisoned = false;
    let parsed: unknown;
    try {
      parsed = JSON.parse(text, (key, value: unknown) => {
        if (isPoisoned(key, value)) poisoned = true;
        return value;
      });
    } catch {
      return done(badBody('invalid_json', 'The body is not valid JSON'), undefined);
    }
    if (poisoned) {
      return done(badBody('forbidden_json_key', MESSAGES.en.limits.forbiddenJsonKey), undefined);
    }
    done(null, parsed);
  });
}
