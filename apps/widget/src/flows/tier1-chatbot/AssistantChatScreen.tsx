import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { ChatInput } from '../../chat/ChatInput.tsx';
import { RespondingIndicator } from '../../chat/RespondingIndicator.tsx';
import { SuggestionChips } from '../../chat/SuggestionChips.tsx';
import { useTypedOut } from '../../chat/use-typed-out.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { LeadModal } from '../../lead/LeadModal.tsx';
import type { LeadRef } from '../../lead/watch-lead.ts';
import { useClinic } from '../../session/widget-env.tsx';
import { Button } from '../../ui/Button.tsx';
import { SlimHeader } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';
import { AssistantLog } from './AssistantLog.tsx';
import { quickReplyLabel } from './assistant-messages.ts';
import { INTAKE_KEYBOARDS } from './coordinator-intake.ts';
import { FollowUpBox } from './FollowUpBox.tsx';
import type { Tier1AssistantEvent } from './tier1-assistant-machine.ts';
import type { AssistantActor } from './use-assistant-actor.ts';
import { useAssistantChat } from './use-assistant-view.ts';

interface AssistantChatScreenProps {
  readonly actor: AssistantActor;
  readonly send: (event: Tier1AssistantEvent) => void;
  readonly persona: string;
  readonly contactLead: LeadRef;
}

/**
 * The tier-1 assistant's chat screen (docs/product/tier1-chat.md): the conversation, then what the
 * assistant waits for: quick replies, a choice card's Confirm, the message box, or the
 * chat input (free text to the assistant, or the intake's typed answer). The contact
 * form before the patient's own result is the flows' lead modal.
 */
export function AssistantChatScreen({
  actor,
  send,
  persona,
  contactLead,
}: AssistantChatScreenProps) {
  const { t, language } = useTranslation();
  const { brand, clinic } = useClinic();
  const {
    messages,
    queued,
    replies,
    busy,
    responding,
    typing,
    question,
    messageBox,
    sendingMessage,
    askingContact,
    expired,
  } = useAssistantChat(actor);
  const contactState = useSelector(contactLead, (snapshot) => snapshot.value);
  const contactFailed = useSelector(contactLead, (snapshot) => snapshot.context.failed);
  const [modalOpen, setModalOpen] = useState(true);

  // The replies wait until the last bot text is typed out.
  const { onShown, isTypedOut } = useTypedOut();
  const lastBotText = messages.findLast(
    (message) => message.kind === 'text' && message.sender === 'bot' && message.text !== '',
  );
  const settled = !queued && (!lastBotText || isTypedOut(String(lastBotText.id)));

  const labels = replies.map((reply) => quickReplyLabel(reply, language));
  const choose = (label: string) => {
    const reply = replies[labels.indexOf(label)];
    if (!reply) return;
    send(
      reply.kind === 'reply'
        ? { type: 'reply', id: reply.id }
        : { type: 'procedure.choose', procedure: reply.procedure },
    );
  };

  return (
    <ScreenFrame
      header={<SlimHeader clinic={brand} title={persona} />}
      actions={
        typing ? (
          <ChatInput
            persona={persona}
            // Sent while a reply is still typing out, a message goes at once (issue 34).
            busy={busy}
            onSend={(text) => send({ type: 'chat.send', text })}
            field={
              question
                ? {
                    ...INTAKE_KEYBOARDS[question],
                    placeholder: t(`tier1Assistant.intake.placeholders.${question}`),
                  }
                : undefined
            }
          />
        ) : null
      }
    >
      <div className="al-assistant">
        <AssistantLog
          messages={messages}
          persona={persona}
          onShown={onShown}
          onToggle={(value) => send({ type: 'choice.toggle', value })}
          onConfirm={() => send({ type: 'choice.confirm' })}
        >
          {responding || busy ? <RespondingIndicator persona={persona} /> : null}
          {expired ? (
            <p className="al-chat-error" role="alert">
              {t('errors.sessionExpired')}
            </p>
          ) : null}
          {settled ? <SuggestionChips suggestions={labels} onChoose={choose} /> : null}
          {settled && askingContact && (!modalOpen || contactFailed) ? (
            <div className="al-assistant__contact">
              {contactFailed ? (
                <p className="al-chat-error" role="alert">
                  {t('errors.submitFailed')}
                </p>
              ) : null}
              <Button onClick={() => setModalOpen(true)}>{t('result.enterDetails')}</Button>
            </div>
          ) : null}
          {settled && messageBox ? (
            <FollowUpBox
              sending={sendingMessage}
              onSend={(text) => send({ type: 'message.send', text })}
            />
          ) : null}
        </AssistantLog>
      </div>
      <LeadModal
        open={settled && askingContact && modalOpen && contactState !== 'failed'}
        kind="details"
        purpose="results"
        clinicName={clinic.clinic_name}
        phoneCountries={clinic.phone_countries}
        submitting={contactState === 'submitting'}
        onSubmit={(details) => send({ type: 'contact.submit', details })}
        onClose={() => setModalOpen(false)}
      />
    </ScreenFrame>
  );
}
