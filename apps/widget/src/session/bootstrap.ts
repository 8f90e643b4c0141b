import {
  type ApiClient,
  type ClinicInfo,
  type CreateSessionResponse,
  isHttpError,
} from '@afterlook/api';
import type { ConsentVersion, Language } from '@afterlook/domain';

/** What this visit holds in memory: the access token the API client reads on every call. */
export interface SessionStore {
  accessToken: string | undefined;
  /** The consent line's version once the patient continued past it (session/consent.ts). */
  consentVersion?: ConsentVersion;
}

/** clinic-info as the widget uses it: always with a name to show. */
export type Clinic = Omit<ClinicInfo, 'clinic_name'> & { readonly clinic_name: string };

export interface Bootstrap {
  readonly session: CreateSessionResponse;
  readonly clinic: Clinic;
}

/** A clinic without a name is shown by its SDK key text (docs/product/entities.md). */
const withName = (clinic: ClinicInfo, sdkKey: string): Clinic => ({
  ...clinic,
  clinic_name: clinic.clinic_name?.trim() || sdkKey,
});

/** The part of sessionStorage we use; injectable for tests and absent in private modes. */
export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

const storageKey = (sdkKey: string) => `afterlook.session.${sdkKey}`;

/** The session this tab stored for the SDK key, if any (head-start.ts reads it too). */
export function readStored(
  storage: KeyValueStorage | null,
  sdkKey: string,
): CreateSessionResponse | null {
  try {
    const raw = storage?.getItem(storageKey(sdkKey));
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      'id' in value &&
      'access_token' in value &&
      typeof value.id === 'string' &&
      typeof value.access_token === 'string'
    ) {
      return { id: value.id, access_token: value.access_token };
    }
  } catch {
    // Unreadable or blocked storage: start a new session.
  }
  return null;
}

function writeStored(
  storage: KeyValueStorage | null,
  sdkKey: string,
  session: CreateSessionResponse | null,
) {
  try {
    if (session) storage?.setItem(storageKey(sdkKey), JSON.stringify(session));
    else storage?.removeItem(storageKey(sdkKey));
  } catch {
    // Storage full or blocked: the in-memory token is enough for this page.
  }
}

/** sessionStorage when the browser lets a framed page use it. */
export function browserSessionStorage(): KeyValueStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Session setup (docs/product/state-machines.md#chat-flows, api.md#session-and-clinic): exchanges the clinic's SDK key for a session, keeps
 * the token in memory (and in this tab's sessionStorage so a reload reuses it), then
 * fetches clinic-info. A reused token the server no longer accepts is dropped and a new
 * session created once; any other 401 reaches the caller (a bad SDK key).
 */
export async function bootstrapSession(
  api: ApiClient,
  store: SessionStore,
  sdkKey: string,
  storage: KeyValueStorage | null = browserSessionStorage(),
  /** The language the server writes its texts in (simulation reasons). */
  lang?: Language,
): Promise<Bootstrap> {
  const stored = readStored(storage, sdkKey);
  if (stored) {
    store.accessToken = stored.access_token;
    try {
      return { session: stored, clinic: withName(await api.getClinicInfo(), sdkKey) };
    } catch (error) {
      if (!(isHttpError(error) && error.status === 401)) throw error;
      store.accessToken = undefined;
      writeStored(storage, sdkKey, null);
    }
  }
  const session = await api.createSession(sdkKey, lang);
  store.accessToken = session.access_token;
  writeStored(storage, sdkKey, session);
  return { session, clinic: withName(await api.getClinicInfo(), sdkKey) };
}

/** A 401 anywhere in setup means the SDK key is wrong (docs/product/errors.md 'Check your Clinic SDK Key'). */
export const isBadSdkKey = (error: unknown): boolean => isHttpError(error) && error.status === 401;

/** Client errors will not heal by retrying; network failures and 5xx may. */
export const shouldRetryBootstrap = (failureCount: number, error: unknown): boolean =>
  failureCount < 2 && !(isHttpError(error) && error.status >= 400 && error.status < 500);
