import type { LeadMessageResponse, PlasticSurgeryChatRequest } from '@afterlook/api';
import type { Procedure } from '@afterlook/domain';
import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { fromPromise } from 'xstate';
import { useTranslation } from '../../i18n/i18n.ts';
import { formUserId } from '../../lead/build-lead-submission.ts';
import type { LeadRef } from '../../lead/watch-lead.ts';
import { newPhotoId, sampleModelSource } from '../../photo/photo-source.ts';
import { runSimulation } from '../../result/run-simulation.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import {
  type LeadMessageInput,
  type SimulateInput,
  tier1AssistantMachine,
} from './tier1-assistant-machine.ts';

/**
 * The tier-1 assistant's machine with the widget's side effects: the assistant's chat
 * call, the example model, the simulation (upload, transform, polling) and the lead
 * message, all over the api client. One machine per visit of the route.
 */
export function useAssistantActor(persona: string, contactLead: LeadRef, intakeLead: LeadRef) {
  const { api, browser } = useWidgetEnv();
  const { clinic, formName } = useClinic();
  const { language } = useTranslation();
  const [logic] = useState(() =>
    tier1AssistantMachine.provide({
      actors: {
        sendChat: fromPromise(({ input }: { input: PlasticSurgeryChatRequest }) =>
          api.sendPlasticSurgeryChat(input),
        ),
        loadExampleModel: fromPromise(
          async ({ input }: { input: { readonly procedure: Procedure } }) => {
            const [first] = (await api.getSampleModels(input.procedure)).models;
            return first ? sampleModelSource(first) : null;
          },
        ),
        simulate: fromPromise(({ input, signal }: { input: SimulateInput; signal: AbortSignal }) =>
          runSimulation(input.source, input.procedure, {
            api,
            preloadImage: browser.preloadImage,
            language,
            signal,
          }),
        ),
        sendLeadMessage: fromPromise(
          ({ input }: { input: LeadMessageInput }): Promise<LeadMessageResponse> =>
            api.sendLeadMessage(input.patientUuid, {
              message: input.message,
              sender_type: 'patient',
            }),
        ),
      },
    }),
  );
  return useActorRef(logic, {
    input: {
      language,
      assistantName: persona,
      offeredProcedures: clinic.procedures.map(({ type }) => type),
      formName,
      formUserId: formUserId(browser.localStorage, newPhotoId),
      contactLead,
      intakeLead,
    },
  });
}

export type AssistantActor = ReturnType<typeof useAssistantActor>;
