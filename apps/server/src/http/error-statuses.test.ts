import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STATUS_OF_KIND } from './reply-with-error.ts';

// A refusal's status comes from its kind, in reply-with-error.ts alone: a route or
// guard that writes `reply.code(404)` by hand would bring back a status map per file.

const HTTP = import.meta.dirname;

/** Where a literal error status stays, and why. */
const OWN_STATUS: Readonly<Record<string, string>> = {
  'reply-with-error.ts': 'the mapping itself',
  'error-handler.ts': "Fastify's own refusals and crashes, before or outside a route",
  'routes/health.ts': 'readiness answers 503 with its checks, not a refusal',
  'hosting/read-build-file.ts': 'a plain-text 503 for a build that is missing',
};

/** `reply.code(404)`, or an error thrown for the error handler with `statusCode: 400`. */
const ERROR_STATUS = /\.code\(\s*[45]\d\d\s*\)|\bstatusCode:\s*[45]\d\d\b/;

const sources = (): string[] =>
  (readdirSync(HTTP, { recursive: true }) as string[])
    .map((file) => file.split('\\').join('/'))
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();

describe('error statuses', () => {
  it('are written only by the one mapping (and the few places that say why)', () => {
    const handWritten = sources().filter(
      (file) => !(file in OWN_STATUS) && ERROR_STATUS.test(readFileSync(join(HTTP, file), 'utf8')),
    );
    expect(handWritten).toEqual([]);
  });

  it('the rule sees a hand-written status where there is one', () => {
    expect(ERROR_STATUS.test(readFileSync(join(HTTP, 'error-handler.ts'), 'utf8'))).toBe(true);
    expect(ERROR_STATUS.test('return reply\n  .code(404)\n  .send(body)')).toBe(true);
    expect(ERROR_STATUS.test("Object.assign(error, { statusCode: 429, code: 'x' })")).toBe(true);
    expect(ERROR_STATUS.test('reply.code(201).send(created)')).toBe(false);
  });

  it('gives each kind a client-error status of its own', () => {
    const statuses = Object.values(STATUS_OF_KIND);
    expect(new Set(statuses).size).toBe(statuses.length);
    expect(statuses.every((status) => status >= 400 && status < 500)).toBe(true);
    expect(STATUS_OF_KIND).toMatchObject({ not_found: 404, conflict: 409, invalid: 400 });
  });
});
