import type { SampleModel } from '@afterlook/api';
import { CONTENT_LIMITS, isAiSupported, type Procedure } from '@afterlook/domain';
import { useQuery } from '@tanstack/react-query';
import { useWidgetEnv } from '../session/widget-env.tsx';

/** The procedure's sample models (three per AI-supported procedure, docs/product/limits.md); none for the others. */
export function useSampleModels(procedure: Procedure) {
  const { api } = useWidgetEnv();
  return useQuery({
    queryKey: ['sample-models', procedure],
    queryFn: async (): Promise<readonly SampleModel[]> =>
      (await api.getSampleModels(procedure)).models.slice(
        0,
        CONTENT_LIMITS.sampleModelsPerProcedure,
      ),
    enabled: isAiSupported(procedure),
    staleTime: Number.POSITIVE_INFINITY,
    retry: 1,
  });
}
