import { queryOptions } from '@tanstack/react-query';
import {
  type Bootstrap,
  bootstrapSession,
  browserSessionStorage,
  shouldRetryBootstrap,
} from './bootstrap.ts';
import type { WidgetEnv } from './widget-env.tsx';

/** The session-and-clinic query; main.tsx prefetches it while the flow's code loads. */
export const bootstrapQuery = (env: WidgetEnv, sdkKey: string) =>
  queryOptions<Bootstrap>({
    queryKey: ['bootstrap', sdkKey],
    queryFn: () =>
      bootstrapSession(env.api, env.session, sdkKey, browserSessionStorage(), env.query.lang),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    retry: shouldRetryBootstrap,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
