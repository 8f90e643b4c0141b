import { createApiClient, isHttpError } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeApi, startFakeApi, TEST_CLINIC } from '../test-utils/fake-api-server.ts';
import {
  bootstrapSession,
  isBadSdkKey,
  type SessionStore,
  shouldRetryBootstrap,
} from './bootstrap.ts';

const KEY = 'harbor-key';
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({ sdkKey: KEY });
});
afterAll(async () => {
  await api.close();
});

function client() {
  const store: SessionStore = { accessToken: undefined };
  return {
    store,
    client: createApiClient({ baseUrl: api.baseUrl, getAccessToken: () => store.accessToken }),
  };
}

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

describe('session setup', () => {
  it('exchanges the SDK key for a session, keeps the token in memory, then loads clinic-info', async () => {
    const { store, client: apiClient } = client();
    const start = api.calls.length;
    const { session, clinic } = await bootstrapSession(apiClient, store, KEY, null);
    expect(store.accessToken).toBe(session.access_token);
    expect(clinic).toEqual(TEST_CLINIC);
    expect(api.calls.slice(start)).toEqual(['POST /api/v1/sessions', 'GET /api/v1/clinic-info']);
  });

  it('a clinic without a name is shown by its SDK key text', async () => {
    const unnamed = await startFakeApi({
      sdkKey: KEY,
      clinic: { ...TEST_CLINIC, clinic_name: null },
    });
    try {
      const store: SessionStore = { accessToken: undefined };
      const apiClient = createApiClient({
        baseUrl: unnamed.baseUrl,
        getAccessToken: () => store.accessToken,
      });
      const { clinic } = await bootstrapSession(apiClient, store, KEY, null);
      expect(clinic.clinic_name).toBe(KEY);
    } finally {
      await unnamed.close();
    }
  });

  it('reuses the session stored in this tab on a reload', async () => {
    const storage = memoryStorage();
    const first = client();
    await bootstrapSession(first.client, first.store, KEY, storage);
    const { store, client: reloaded } = client();
    const start = api.calls.length;
    await bootstrapSession(reloaded, store, KEY, storage);
    expect(api.calls.slice(start)).toEqual(['GET /api/v1/clinic-info']);
  });

  it('replaces a stored session the server no longer accepts', async () => {
    const storage = memoryStorage();
    storage.setItem(
      `afterlook.session.${KEY}`,
      JSON.stringify({ id: 'old', access_token: 'expired' }),
    );
    const { store, client: apiClient } = client();
    const start = api.calls.length;
    const { session } = await bootstrapSession(apiClient, store, KEY, storage);
    expect(session.id).not.toBe('old');
    expect(api.calls.slice(start)).toEqual([
      'GET /api/v1/clinic-info',
      'POST /api/v1/sessions',
      'GET /api/v1/clinic-info',
    ]);
    expect(JSON.parse(storage.getItem(`afterlook.session.${KEY}`) ?? '{}')).toEqual(session);
  });

  it('a wrong SDK key fails with a 401 the screen turns into "Check your Clinic SDK Key"', async () => {
    const { store, client: apiClient } = client();
    const failure = await bootstrapSession(apiClient, store, 'wrong', null).catch(
      (error: unknown) => error,
    );
    expect(isHttpError(failure) && failure.status).toBe(401);
    expect(isBadSdkKey(failure)).toBe(true);
    expect(shouldRetryBootstrap(0, failure)).toBe(false);
  });

  it('retries network failures twice, never client errors', () => {
    expect(shouldRetryBootstrap(0, new TypeError('fetch failed'))).toBe(true);
    expect(shouldRetryBootstrap(2, new TypeError('fetch failed'))).toBe(false);
  });
});
