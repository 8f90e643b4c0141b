import { describe, expect, it } from 'vitest';
import { HttpError, isHttpError } from './http-error.ts';

describe('HttpError', () => {
  it("says 'HTTP Error: {status} - {body text}' for form-flow calls", () => {
    const error = new HttpError(401, 'Unauthorized');
    expect(error.message).toBe('HTTP Error: 401 - Unauthorized');
    expect(error.status).toBe(401);
    expect(error.body).toBe('Unauthorized');
    expect(error).toBeInstanceOf(Error);
  });

  it("says 'HTTP error: {status} - {body}' for chat calls", () => {
    expect(new HttpError(500, 'boom', 'chat').message).toBe('HTTP error: 500 - boom');
  });

  it('is recognised by isHttpError only', () => {
    expect(isHttpError(new HttpError(404, ''))).toBe(true);
    expect(isHttpError(new Error('HTTP Error: 404 - '))).toBe(false);
    expect(isHttpError({ status: 404 })).toBe(false);
  });
});
