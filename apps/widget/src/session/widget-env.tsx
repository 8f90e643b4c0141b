import type { ApiClient, ClinicInfo } from '@afterlook/api';
import type { WidgetQuery } from '@afterlook/domain';
import { createContext, type ReactNode, useContext } from 'react';
import type { HostMessenger } from '../host/host-messenger.ts';
import type { ClinicBrand } from '../ui/Header.tsx';
import type { SessionStore } from './bootstrap.ts';

/** What the whole app shares from start: the parsed query and the API client. */
export interface WidgetEnv {
  readonly query: WidgetQuery;
  readonly api: ApiClient;
  readonly session: SessionStore;
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
  readonly clinic: ClinicInfo;
  readonly brand: ClinicBrand;
  readonly host: HostMessenger;
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
