import { PRODUCT_EVENT_PROPERTIES, type Procedure } from '@afterlook/domain';
import { useEffect, useRef } from 'react';
import type { PhotoSource } from '../photo/photo-source.ts';
import { useClinic } from '../session/widget-env.tsx';
import { pickAfter } from './pick-after.ts';
import type { AfterImage, SimulationOutcome } from './run-simulation.ts';

export interface SimulationReport {
  readonly source: PhotoSource;
  readonly procedure: Procedure;
  readonly uploadType: 'model' | 'upload' | 'scan';
  readonly pending: boolean;
  readonly outcome: SimulationOutcome | undefined;
  /** Whether the after image is in view (not veiled behind the lead form). */
  readonly visible: boolean;
  /** The flow's: back waits while an AI result is pending. */
  readonly onPendingChange: (pending: boolean) => void;
  /** Once per picture, when its result is in: the after image the slider starts on. */
  readonly onResultReady?: (after: AfterImage) => void;
}

/**
 * What a result tells the world around the screen: the flow hears whether it is
 * pending (and that it is not once the screen leaves), a result made is tracked each
 * time ('Simulation Complete') and handed to the flow once per picture, and the host
 * page hears simulation-shown once per picture when its after image is in view.
 */
export function useSimulationReport(report: SimulationReport) {
  const { source, procedure, uploadType, pending, outcome, onPendingChange, onResultReady } =
    report;
  const { analytics, host } = useClinic();

  useEffect(() => {
    onPendingChange(pending);
  }, [pending, onPendingChange]);
  useEffect(() => () => onPendingChange(false), [onPendingChange]);

  const reported = useRef<string | null>(null);
  useEffect(() => {
    if (outcome?.kind !== 'success' || reported.current === source.id) return;
    reported.current = source.id;
    analytics.simulationComplete({
      [PRODUCT_EVENT_PROPERTIES.procedure]: procedure,
      [PRODUCT_EVENT_PROPERTIES.simulationType]: uploadType,
    });
    onResultReady?.(pickAfter(outcome.images, outcome.startIndex));
  }, [outcome, source.id, analytics, procedure, uploadType, onResultReady]);

  const shown = useRef<string | null>(null);
  const { visible } = report;
  useEffect(() => {
    if (outcome?.kind !== 'success' || !visible || shown.current === source.id) return;
    shown.current = source.id;
    host.post('simulation-shown', { procedure });
  }, [outcome, visible, source.id, host, procedure]);
}
