import { describe, expect, it } from 'vitest';
import { HttpError, isHttpError, isSessionExpired } from './http-error.ts';

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

  it("carries the server's error code from its JSON body, none for any other body", () => {
    const body = JSON.stringify({ error: 'unknown_sdk_key', message: 'Unknown SDK key' });
    expect(new HttpError(401, body).code).toBe('unknown_sdk_key');
    expect(new HttpError(502, '<html>Bad gateway</html>').code).toBeNull();
    expect(new HttpError(400, JSON.stringify({ error: 3 })).code).toBeNull();
  });

  it('treats a 401 as an expired session by its status, not its message', () => {
    expect(isSessionExpired(new HttpError(401, 'Session expired'))).toBe(true);
    expect(isSessionExpired(new HttpError(4010, 'x'))).toBe(false);
    expect(isSessionExpired(new Error('HTTP Error: 401 - Session expired'))).toBe(false);
  });
});
