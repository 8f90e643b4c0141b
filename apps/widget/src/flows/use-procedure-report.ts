import type { Procedure } from '@afterlook/domain';
import { useEffect } from 'react';
import { useClinic } from '../session/widget-env.tsx';

/**
 * A flow for one procedure tells the host page which ('procedure-selected'), again on
 * each change; null reports nothing (a flow that reports its own choices).
 */
export function useProcedureReport(procedure: Procedure | null) {
  const { host } = useClinic();
  useEffect(() => {
    if (procedure) host.post('procedure-selected', { procedure });
  }, [host, procedure]);
}
