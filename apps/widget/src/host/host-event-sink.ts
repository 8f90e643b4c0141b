import {
  type FormName,
  PRODUCT_EVENT_PROPERTIES,
  type Procedure,
  parseProcedure,
} from '@afterlook/domain';
import type { ProductEventSink } from '../analytics/analytics.ts';
import type { HostMessenger } from './host-messenger.ts';

const procedureOf = (value: unknown): Procedure | null =>
  (typeof value === 'string' ? parseProcedure(value) : null) ?? null;

/**
 * Tells the host page of a lead from the named event the analytics get: 'User Details
 * Captured' → lead-submitted. The patient's name and phone go along only when the page
 * asked for them (`shareContact`, embedShare=contact). simulation-shown is told by the
 * result itself, once its after image is in view (use-simulation-report.ts): 'Simulation
 * Complete' comes earlier, while the image may still be veiled behind the lead form.
 */
export function createHostEventSink(
  host: Pick<HostMessenger, 'post'>,
  formName: FormName,
  shareContact: boolean,
): ProductEventSink {
  return {
    track(event, properties) {
      const procedure = procedureOf(properties[PRODUCT_EVENT_PROPERTIES.procedure]);
      if (event === 'User Details Captured') {
        const name = properties[PRODUCT_EVENT_PROPERTIES.name];
        const phone = properties[PRODUCT_EVENT_PROPERTIES.phone];
        host.post('lead-submitted', {
          formName,
          procedure,
          ...(shareContact && typeof name === 'string' && typeof phone === 'string'
            ? { contact: { name, phone } }
            : {}),
        });
      }
    },
  };
}
