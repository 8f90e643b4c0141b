import { useActorRef } from '@xstate/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/i18n.ts';
import { formUserId } from '../../lead/build-lead-submission.ts';
import type { LeadRef } from '../../lead/watch-lead.ts';
import { newPhotoId, sampleModelSource } from '../../photo/photo-source.ts';
import { runSimulation } from '../../result/run-simulation.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { tier1AssistantWith } from './tier1-assistant-machine.ts';

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
    tier1AssistantWith({
      sendChat: (request) => api.sendPlasticSurgeryChat(request),
      loadExampleModel: async (procedure) => {
        const [first] = (await api.getSampleModels(procedure)).models;
        return first ? sampleModelSource(first) : null;
      },
      simulate: (input, signal) =>
        runSimulation(input.source, input.procedure, {
          api,
          preloadImage: browser.preloadImage,
          language,
          signal,
        }),
      sendLeadMessage: (input) =>
        api.sendLeadMessage(input.patientUuid, { message: input.message, sender_type: 'patient' }),
    }),
  );
  return useActorRef(logic, {
    input: {
      language,
      assistantName: persona,
      offeredProcedures: clinic.procedures.map(({ type }) => type),
      phoneCountries: clinic.phone_countries,
      formName,
      formUserId: formUserId(browser.localStorage, newPhotoId),
      contactLead,
      intakeLead,
    },
  });
}

export type AssistantActor = ReturnType<typeof useAssistantActor>;
