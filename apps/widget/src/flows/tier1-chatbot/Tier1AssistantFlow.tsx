import { joinFullName, PRODUCT_EVENT_PROPERTIES } from '@afterlook/domain';
import { useEffect } from 'react';
import { usePersonaName } from '../../chat/use-persona-name.ts';
import { useEdgeTouchGuard } from '../../host/use-edge-touch-guard.ts';
import { useLeadActor } from '../../lead/use-lead.ts';
import { useSessionExpiryReload } from '../../result/use-session-expiry.ts';
import { useClinic } from '../../session/widget-env.tsx';
import { PhotoStepScreens } from '../PhotoStepScreens.tsx';
import { useFlowActor } from '../use-flow-actor.ts';
import { AssistantChatScreen } from './AssistantChatScreen.tsx';
import type { Tier1AssistantEvent } from './tier1-assistant-machine.ts';
import { useAssistantActor } from './use-assistant-actor.ts';
import { useAssistantScreen } from './use-assistant-view.ts';

/**
 * The tier-1 AI assistant (/onboarding-tier1-chatbot, docs/product/tier1-chat.md, state-machines.md#chat-flows): the machines
 * decide between the chat and the scan screens; the screens show their state and send
 * the patient's actions. What they report goes to analytics. As in the doctor chat, touch
 * starts at the screen edges are blocked: the phone's back swipe would end the chat.
 */
export function Tier1AssistantFlow() {
  const { analytics, host } = useClinic();
  const persona = usePersonaName();
  const contactLead = useLeadActor();
  const intakeLead = useLeadActor();
  const actor = useAssistantActor(persona, contactLead, intakeLead);
  const { screen, procedure, uploadDraft, expired } = useAssistantScreen(actor);
  useSessionExpiryReload(expired);
  useEdgeTouchGuard();

  useEffect(() => {
    const subscriptions = [
      actor.on('coordinatorRequested', () => analytics.track('Patient Coordinator Button Clicked')),
      actor.on('leadSubmitted', ({ details, procedure: chosen }) =>
        analytics.submitted({
          name: joinFullName(details.firstName, details.lastName),
          phone: details.phone ?? '',
          procedure: chosen,
        }),
      ),
      actor.on('simulationComplete', ({ procedure: simulated, simulationType }) => {
        analytics.simulationComplete({
          [PRODUCT_EVENT_PROPERTIES.procedure]: simulated,
          [PRODUCT_EVENT_PROPERTIES.simulationType]: simulationType,
        });
        // The assistant shows its result in the chat as soon as it is made.
        host.post('simulation-shown', { procedure: simulated });
      }),
    ];
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  }, [actor, analytics, host]);

  const { send } = useFlowActor<Tier1AssistantEvent>(actor, screen);

  if (screen === 'chat' || !procedure) {
    return (
      <AssistantChatScreen actor={actor} send={send} persona={persona} contactLead={contactLead} />
    );
  }
  return (
    <PhotoStepScreens
      screen={screen}
      procedure={procedure}
      image={null}
      photo={uploadDraft}
      uploadType={screen === 'upload' ? 'upload' : 'scan'}
      lead={contactLead}
      leadForm="details"
      send={send}
      onPendingChange={() => {}}
    />
  );
}
