import type { ApiClient } from '@afterlook/api';
import type { FormName, WidgetQuery } from '@afterlook/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { Analytics, ProductEventSink } from '../analytics/analytics.ts';
import type { HostMessenger } from '../host/host-messenger.ts';
import type { HostProcedureEvents } from '../host/use-host-messages.ts';
import type { ImageCodec } from '../photo/prepare-photo.ts';
import type { ClinicBrand } from '../ui/Header.tsx';
import type { Clinic, KeyValueStorage, SessionStore } from './bootstrap.ts';

/** What the widget asks of the browser beyond the API; tests hand in fakes (jsdom has no canvas). */
export interface BrowserServices {
  /** Decodes and re-encodes the patient's photo (createImageBitmap + canvas). */
  readonly imageCodec: ImageCodec;
  /** Resolves when the image at the address loads; the result keeps only images that do. */
  readonly preloadImage: (url: string) => Promise<void>;
  /** Reloads the page (after 'Session has expired...'). */
  readonly reload: () => void;
  /** localStorage and sessionStorage when the browser lets a framed page use them. */
  readonly localStorage: KeyValueStorage | null;
  readonly sessionStorage: KeyValueStorage | null;
}

/** What the whole app shares from start: the parsed query, the API client and the browser. */
export interface WidgetEnv {
  readonly query: WidgetQuery;
  readonly api: ApiClient;
  readonly session: SessionStore;
  readonly browser: BrowserServices;
  /** Further sinks for named product events, besides ours and the clinic's Mixpanel (tests record them here). */
  readonly productEventSinks?: readonly ProductEventSink[];
}

const WidgetEnvContext = createContext<WidgetEnv | null>(null);

export function WidgetEnvProvider({ env, children }: { env: WidgetEnv; children: ReactNode }) {
  return <WidgetEnvContext.Provider value={env}>{children}</WidgetEnvContext.Provider>;
}

export function useWidgetEnv(): WidgetEnv {
  const env = useContext(WidgetEnvContext);
  if (!env) throw new Error('useWidgetEnv needs a WidgetEnvProvider');
  return env;
}

/** What a flow gets once the session is set up. */
export interface ClinicContextValue {
  readonly clinic: Clinic;
  readonly brand: ClinicBrand;
  readonly host: HostMessenger;
  /** Procedures the host page sends (procedure-update, context-procedure). */
  readonly hostEvents: HostProcedureEvents;
  readonly analytics: Analytics;
  readonly formName: FormName;
}

const ClinicContext = createContext<ClinicContextValue | null>(null);

export function ClinicProvider({
  value,
  children,
}: {
  value: ClinicContextValue;
  children: ReactNode;
}) {
  return <ClinicContext.Provider value={value}>{children}</ClinicContext.Provider>;
}

/** The clinic's info, its header brand and the host messenger; only inside a flow route. */
export function useClinic(): ClinicContextValue {
  const value = useContext(ClinicContext);
  if (!value) throw new Error('useClinic is only available inside a flow (after session setup)');
  return value;
}
