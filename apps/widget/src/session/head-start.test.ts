import { createApiClient } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type FakeApi, startFakeApi, TEST_CLINIC } from '../test-utils/fake-api-server.ts';
import { memoryStorage } from '../test-utils/render-widget.tsx';
import { bootstrapSession, isBadSdkKey, type SessionStore } from './bootstrap.ts';
import { startHeadStart } from './head-start.ts';

const KEY = 'harbor-key';
let api: FakeApi;

beforeAll(async () => {
  api = await startFakeApi({ sdkKey: KEY });
});
afterAll(async () => {
  await api.close();
});

/** The page's relative API paths, sent to the fake API on loopback. */
const send: typeof fetch = (input, init) => fetch(`${api.baseUrl}${String(input)}`, init);

/** A head start for the page at `search`, and the client set up as main.tsx sets it up. */
function pageWith(search: string, storage = memoryStorage()) {
  const before = api.calls.length;
  const headStart = startHeadStart(search, ['en-US'], storage, send);
  const store: SessionStore = { accessToken: undefined };
  const client = createApiClient({
    fetch: headStart.fetch,
    getAccessToken: () => store.accessToken,
  });
  const setUp = () => bootstrapSession(client, store, KEY, storage, 'en');
  return { calls: () => api.calls.slice(before), setUp, store, headStart };
}

describe('session setup head start (docs/product/state-machines.md#chat-flows)', () => {
  it('sends POST sessions and then clinic-info before the app asks; the app gets those answers, with no second call', async () => {
    const page = pageWith(`?clinicSdkKey=${KEY}&lang=en`);
    await vi.waitFor(() =>
      expect(page.calls()).toEqual(['POST /api/v1/sessions', 'GET /api/v1/clinic-info']),
    );
    const { session, clinic } = await page.setUp();
    expect(clinic).toEqual(TEST_CLINIC);
    expect(page.store.accessToken).toBe(session.access_token);
    expect(page.calls()).toEqual(['POST /api/v1/sessions', 'GET /api/v1/clinic-info']);
  });

  it('starts nothing in a warm frame (embedStandby=1); once woken, the app sets up as usual', async () => {
    const page = pageWith(`?clinicSdkKey=${KEY}&embedStandby=1`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(page.calls()).toEqual([]);
    await page.setUp();
    expect(page.calls()).toEqual(['POST /api/v1/sessions', 'GET /api/v1/clinic-info']);
  });

  it('goes straight to clinic-info with the session this tab stored', async () => {
    const storage = memoryStorage();
    await pageWith(`?clinicSdkKey=${KEY}`, storage).setUp();
    const reloaded = pageWith(`?clinicSdkKey=${KEY}`, storage);
    await reloaded.setUp();
    expect(reloaded.calls()).toEqual(['GET /api/v1/clinic-info']);
  });

  it("lets a wrong SDK key's 401 reach session setup, once", async () => {
    const before = api.calls.length;
    const headStart = startHeadStart('?clinicSdkKey=not-a-key', ['en'], memoryStorage(), send);
    const store: SessionStore = { accessToken: undefined };
    const client = createApiClient({ fetch: headStart.fetch, getAccessToken: () => undefined });
    const error = await bootstrapSession(client, store, 'not-a-key', null, 'en').catch(
      (e: unknown) => e,
    );
    expect(isBadSdkKey(error)).toBe(true);
    expect(api.calls.slice(before)).toEqual(['POST /api/v1/sessions']);
  });

  it('starts nothing without a clinicSdkKey, and passes other calls to the network', async () => {
    const page = pageWith('?lang=en');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(page.calls()).toEqual([]);
    await page.setUp();
    expect(page.calls()).toEqual(['POST /api/v1/sessions', 'GET /api/v1/clinic-info']);
  });

  it('hands an answer only to the same call with the same credentials', async () => {
    const page = pageWith(`?clinicSdkKey=${KEY}`);
    await vi.waitFor(() => expect(page.calls()).toHaveLength(2));
    const stranger = createApiClient({
      fetch: page.headStart.fetch,
      getAccessToken: () => 'al_at_someone-else',
    });
    expect(isBadSdkKey(await stranger.getClinicInfo().catch((e: unknown) => e))).toBe(true);
    const { clinic } = await page.setUp();
    expect(clinic).toEqual(TEST_CLINIC);
    expect(page.calls()).toEqual([
      'POST /api/v1/sessions',
      'GET /api/v1/clinic-info',
      'GET /api/v1/clinic-info',
    ]);
  });
});
