import { useActorRef } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { useWidgetEnv } from '../session/widget-env.tsx';
import { buildLeadSubmission } from './build-lead-submission.ts';
import { leadMachine, type SubmitLeadInput } from './lead-machine.ts';

/**
 * The lead machine with its sending provided: sending looks up the location
 * (docs/product/api.md, 'Unknown' on failure) and posts the entities.md payload with the api client's
 * submitForm. A chat flow invokes it as a child of its own machine.
 */
export function useLeadLogic() {
  const { api, session } = useWidgetEnv();
  return useMemo(
    () =>
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
    [api, session],
  );
}

export type LeadLogic = ReturnType<typeof useLeadLogic>;

/**
 * A flow's lead: one per flow visit, so a patient who left their details is not asked
 * again after 'Try on another model'.
 */
export function useLeadActor() {
  return useActorRef(useLeadLogic());
}

export type LeadActor = ReturnType<typeof useLeadActor>;
