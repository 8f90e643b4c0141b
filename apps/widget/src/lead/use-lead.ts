import { useActorRef } from '@xstate/react';
import { fromPromise } from 'xstate';
import { useWidgetEnv } from '../session/widget-env.tsx';
import { buildLeadSubmission } from './build-lead-submission.ts';
import { leadMachine, type SubmitLeadInput } from './lead-machine.ts';

/**
 * A flow's lead: one per flow visit, so a patient who left their details is not asked
 * again after 'Try on another model'. Sending looks up the location (SPEC.md §7.1,
 * 'Unknown' on failure) and posts the §3 payload with the api client's submitForm.
 */
export function useLeadActor() {
  const { api, session } = useWidgetEnv();
  return useActorRef(
    leadMachine.provide({
      actors: {
        submitLead: fromPromise(async ({ input }: { input: SubmitLeadInput }) => {
          const [location, batchId] = await Promise.all([
            api.getUserLocation(),
            input.draft.batchId.catch(() => null),
          ]);
          // One key per lead attempt, reused on retry: the server stores one lead.
          const consentVersion = session.consentVersion ?? null;
          return api.submitForm(
            buildLeadSubmission({ ...input.draft, batchId, location, consentVersion }),
            { idempotencyKey: input.idempotencyKey },
          );
        }),
      },
    }),
  );
}

export type LeadActor = ReturnType<typeof useLeadActor>;
