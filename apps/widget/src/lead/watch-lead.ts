import { type ActorRefFrom, type EventObject, fromCallback } from 'xstate';
import type { leadMachine } from './lead-machine.ts';

export type LeadRef = ActorRefFrom<typeof leadMachine>;

/** What a flow hears of its lead's submission. */
export type LeadOutcomeEvent =
  | { readonly type: 'lead.submitted'; readonly patientUuid: string | null }
  | { readonly type: 'lead.failed' }
  | { readonly type: 'lead.sessionExpired' };

/**
 * Reports a lead's submission to the flow machine that invokes it: a flow that asks for
 * the patient's details waits on this instead of a screen diffing the lead's states.
 */
export const watchLead = fromCallback<EventObject, { readonly lead: LeadRef }>(
  ({ input, sendBack }) => {
    const report = (snapshot: ReturnType<LeadRef['getSnapshot']>) => {
      if (snapshot.value === 'submitted') {
        sendBack({
          type: 'lead.submitted',
          patientUuid: snapshot.context.patientUuid,
        } satisfies LeadOutcomeEvent);
      } else if (snapshot.value === 'failed') {
        sendBack({ type: 'lead.failed' } satisfies LeadOutcomeEvent);
      } else if (snapshot.value === 'sessionExpired') {
        sendBack({ type: 'lead.sessionExpired' } satisfies LeadOutcomeEvent);
      }
    };
    const subscription = input.lead.subscribe(report);
    return () => subscription.unsubscribe();
  },
);
