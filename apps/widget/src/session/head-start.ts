import { PATHS, SESSION_AUTH_SCHEME } from '@afterlook/api';
import { parseWidgetQuery } from '@afterlook/domain';
import { readEmbedParams } from '../host/embed-params.ts';
import { browserSessionStorage, type KeyValueStorage, readStored } from './bootstrap.ts';

/** One call started ahead of the API client, and its answer. */
interface StartedCall {
  readonly method: string;
  readonly url: string;
  readonly authorization: string;
  readonly body: string | null;
  readonly response: Promise<Response>;
}

export interface HeadStart {
  /**
   * `fetch` for the API client: a call the head start already made (same method, URL,
   * credentials and body) takes its answer, once; any other goes to the network.
   */
  readonly fetch: typeof fetch;
}

const jsonHeaders = (authorization: string, body: boolean): Record<string, string> => ({
  accept: 'application/json',
  authorization,
  ...(body ? { 'content-type': 'application/json' } : {}),
});

/**
 * Session setup's calls (docs/product/state-machines.md#chat-flows), started while the app's code still downloads:
 * POST sessions with the SDK key (or, with a session this tab stored, straight to
 * clinic-info), then clinic-info with the new token. They are the very requests
 * bootstrapSession makes, made earlier; bootstrapSession still checks every answer
 * (schema, 401, retries) as it comes through `fetch`.
 */
export function startHeadStart(
  search: string,
  languages: readonly string[],
  storage: KeyValueStorage | null,
  send: typeof fetch = (input, init) => globalThis.fetch(input, init),
): HeadStart {
  const started: StartedCall[] = [];
  const call = (method: string, url: string, authorization: string, body: string | null) => {
    const response = send(url, {
      method,
      headers: jsonHeaders(authorization, body !== null),
      ...(body === null ? {} : { body }),
    });
    // A failure reaches the client when it takes this answer (or never, unused).
    response.catch(() => undefined);
    started.push({ method, url, authorization, body, response });
    return response;
  };
  const clinicInfo = (token: string) =>
    call('GET', PATHS.clinicInfo, `${SESSION_AUTH_SCHEME} ${token}`, null);

  /** Settles once the clinic-info call after a new session is started or given up. */
  let followUp: Promise<unknown> = Promise.resolve();
  const query = parseWidgetQuery(search, languages);
  // A warm frame starts nothing before the patient opens it (wait-for-wake.ts).
  const sdkKey = readEmbedParams(search).standby ? null : query.clinicSdkKey;
  if (sdkKey) {
    const stored = readStored(storage, sdkKey);
    if (stored) {
      clinicInfo(stored.access_token);
    } else {
      const session = call('POST', PATHS.sessions, sdkKey, JSON.stringify({ lang: query.lang }));
      // The clone is taken before the client reads the body: its handler runs first.
      followUp = session
        .then((response) => (response.ok ? response.clone().json() : null))
        .then((body: unknown) => {
          const token = (body as { access_token?: unknown } | null)?.access_token;
          if (typeof token === 'string') clinicInfo(token);
        })
        .catch(() => undefined);
    }
  }

  const take = (method: string, url: string, authorization: string, body: string | null) => {
    const at = started.findIndex(
      (c) =>
        c.method === method &&
        c.url === url &&
        c.authorization === authorization &&
        c.body === body,
    );
    return at < 0 ? undefined : started.splice(at, 1)[0]?.response;
  };

  return {
    async fetch(input, init) {
      const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
      const method = init?.method ?? 'GET';
      const authorization = new Headers(init?.headers).get('authorization') ?? '';
      const body = typeof init?.body === 'string' ? init.body : null;
      // clinic-info may be the one the head start is about to send after a new session.
      if (method === 'GET' && url === PATHS.clinicInfo) await followUp;
      return take(method, url, authorization, body) ?? send(input, init);
    },
  };
}

/**
 * The page's head start. This module is also its own entry script (vite.config.ts), so
 * the calls leave as soon as the page is parsed; main.tsx takes the same instance.
 */
export const headStart: HeadStart = startHeadStart(
  window.location.search,
  navigator.languages,
  browserSessionStorage(),
);
