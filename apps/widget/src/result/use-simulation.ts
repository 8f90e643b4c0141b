import { isAiSupported, type Language, type Procedure } from '@afterlook/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../i18n/i18n.ts';
import type { PhotoSource } from '../photo/photo-source.ts';
import { useWidgetEnv } from '../session/widget-env.tsx';
import { runSimulation, type SimulationApi } from './run-simulation.ts';

/**
 * The simulation of one image and procedure as a query: a new image (new id) is a new
 * result; leaving the screen aborts the upload or the polling (TanStack Query cancels
 * a query whose signal was read once nobody watches it). Nothing runs for a procedure
 * the AI does not support.
 */
export function useSimulation(source: PhotoSource, procedure: Procedure) {
  const { api, browser } = useWidgetEnv();
  const { language } = useTranslation();
  return useQuery(simulationQuery(source, procedure, language, api, browser.preloadImage));
}

/** The query of one simulation; the lead reads its batch_id from it, waiting if it still runs. */
export const simulationQuery = (
  source: PhotoSource,
  procedure: Procedure,
  language: Language,
  api: SimulationApi,
  preloadImage: (url: string) => Promise<void>,
) =>
  queryOptions({
    queryKey: ['simulation', source.id, procedure, language],
    queryFn: ({ signal }) =>
      runSimulation(source, procedure, {
        api,
        preloadImage,
        language,
        signal,
      }),
    enabled: isAiSupported(procedure),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 10 * 60_000,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

/**
 * The simulation's upload batch for the lead, read from the query cache: it waits for
 * a simulation still running, and is null without one (unsupported, session expired).
 */
export function useSimulationBatchId(source: PhotoSource, procedure: Procedure) {
  const { api, browser } = useWidgetEnv();
  const { language } = useTranslation();
  const queryClient = useQueryClient();
  return (): Promise<string | null> =>
    isAiSupported(procedure)
      ? queryClient
          .fetchQuery(simulationQuery(source, procedure, language, api, browser.preloadImage))
          .then((settled) => (settled.kind === 'sessionExpired' ? null : (settled.batchId ?? null)))
      : Promise.resolve(null);
}
