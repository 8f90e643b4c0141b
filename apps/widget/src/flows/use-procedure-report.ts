import type { Procedure } from '@afterlook/domain';
import { useEffect } from 'react';
import { useClinic } from '../session/widget-env.tsx';

/** A flow for one procedure tells the host page which ('procedure-selected'), again on each change. */
export function useProcedureReport(procedure: Procedure) {
  const { host } = useClinic();
  useEffect(() => {
    host.post('procedure-selected', { procedure });
  }, [host, procedure]);
}
