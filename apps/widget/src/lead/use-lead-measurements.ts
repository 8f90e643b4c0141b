import { useState } from 'react';
import { useWidgetEnv } from '../session/widget-env.tsx';
import type { Measurements } from './MeasurementForm.tsx';

/** 'closed': only the link to open the form; then open → saving → saved, or failed (retry). */
export type MeasurementsState = 'closed' | 'open' | 'saving' | 'saved' | 'failed';

/** The optional measurement form's state and the call that adds it to the stored lead. */
export function useLeadMeasurements(patientUuid: string | null) {
  const { api } = useWidgetEnv();
  const [state, setState] = useState<MeasurementsState>('closed');

  const save = async (measurements: Measurements) => {
    if (!patientUuid) return;
    setState('saving');
    try {
      await api.saveLeadMeasurements(patientUuid, {
        message: measurements.message,
        weight_lbs: measurements.weightLbs,
        height_feet: measurements.heightFeet,
        height_inches: measurements.heightInches,
      });
      setState('saved');
    } catch (error) {
      console.error('AfterLook: measurements were not saved', error);
      setState('failed');
    }
  };

  return { state, open: () => setState('open'), save };
}
