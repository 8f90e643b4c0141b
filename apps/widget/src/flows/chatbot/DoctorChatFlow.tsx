import { type DoctorChatFormValue, joinFullName, kbQuestion } from '@afterlook/domain';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import { ChatInput } from '../../chat/ChatInput.tsx';
import { AttachedImage, ImageAttachButton } from '../../chat/ImageAttach.tsx';
import { MessageList } from '../../chat/MessageList.tsx';
import { RespondingIndicator } from '../../chat/RespondingIndicator.tsx';
import { SuggestionChips } from '../../chat/SuggestionChips.tsx';
import { useChatApi } from '../../chat/use-chat-api.ts';
import { usePersonaName } from '../../chat/use-persona-name.ts';
import { useTypedOut } from '../../chat/use-typed-out.ts';
import { useEdgeTouchGuard } from '../../host/use-edge-touch-guard.ts';
import { useTranslation } from '../../i18n/i18n.ts';
import { formUserId } from '../../lead/build-lead-submission.ts';
import type { LeadActor } from '../../lead/use-lead.ts';
import { useLeadLogic } from '../../lead/use-lead.ts';
import { newPhotoId } from '../../photo/photo-source.ts';
import { preparePhoto } from '../../photo/prepare-photo.ts';
import { useObjectUrl } from '../../photo/use-object-url.ts';
import { useSessionExpiryReload } from '../../result/use-session-expiry.ts';
import { useClinic, useWidgetEnv } from '../../session/widget-env.tsx';
import { SlimHeader } from '../../ui/Header.tsx';
import { ScreenFrame } from '../../ui/ScreenFrame.tsx';
import { useFlowActor } from '../use-flow-actor.ts';
import { attachConversation } from './attach-conversation.ts';
import { CapabilitiesPanel } from './CapabilitiesPanel.tsx';
import { ConsultationForm } from './ConsultationForm.tsx';
import { type AttachConversationInput, doctorChatMachine } from './doctor-chat-machine.ts';
import './doctor-chat.css';

/**
 * The doctor chatbot (/onboarding-chatbot, docs/product/doctor-chat.md): the machine decides, this
 * component provides its calls (chat, image upload, lead, lead messages), carries out
 * its analytics and renders the conversation.
 */
export function DoctorChatFlow() {
  const { t, language } = useTranslation();
  const { api, browser } = useWidgetEnv();
  const { brand, analytics, formName, clinic } = useClinic();
  const chatApi = useChatApi();
  const leadLogic = useLeadLogic();
  const persona = usePersonaName();
  useEdgeTouchGuard();

  const machine = useMemo(
    () =>
      doctorChatMachine.provide({
        actors: {
          askDoctor: fromPromise(({ input }) =>
            chatApi.askDoctor(input.content, input.earlier, input.imageUrl),
          ),
          attachImage: fromPromise(async ({ input }) => {
            const png = await preparePhoto(input.file, language, browser.imageCodec);
            if (!png.ok) throw new Error(png.error);
            return chatApi.uploadChatImage(png.value);
          }),
          attachConversation: fromPromise(({ input }: { input: AttachConversationInput }) =>
            attachConversation(api, input),
          ),
          lead: leadLogic,
        },
      }),
    [chatApi, api, browser, language, leadLogic],
  );
  const actor = useActorRef(machine, {
    input: {
      texts: { chatFailed: t('errors.chatFailed'), imagesOnly: t('chatScreen.imagesOnly') },
    },
  });
  const { send } = useFlowActor(actor, 'chat');

  useEffect(() => {
    const sent = actor.on('messageSent', ({ first }) => {
      analytics.track('Chatbot Message Sent');
      if (first) analytics.track('First Message Sent');
    });
    const submitted = actor.on('consultationSubmitted', ({ details }) =>
      analytics.submitted({
        name: details ? joinFullName(details.firstName, details.lastName) : '',
        phone: details?.phone ?? '',
        procedure: null,
      }),
    );
    return () => {
      sent.unsubscribe();
      submitted.unsubscribe();
    };
  }, [actor, analytics]);

  const { messages, related, attachment, notice } = useSelector(actor, (s) => s.context);
  const responding = useSelector(actor, (s) => s.matches({ conversation: 'responding' }));
  const attaching = useSelector(actor, (s) => s.matches({ conversation: 'attaching' }));
  const consultation = useSelector(actor, (s) => s.value.consultation);
  const canSchedule = useSelector(actor, (s) => s.can({ type: 'consultation.open' }));
  const lead = useSelector(actor, (s) => s.children.lead as LeadActor | undefined);
  const previewUrl = useObjectUrl(attachment?.preview ?? null);
  // The Related questions wait until the reply is typed out; once a consultation is
  // opened or booked, 'How do I book a consultation?' is no longer offered.
  const { onShown, isTypedOut } = useTypedOut();
  const lastBot = messages.findLast((message) => message.sender === 'bot');
  const typedOut = !lastBot || isTypedOut(lastBot.id);
  const booking = kbQuestion('consultation', null, language);
  const offered =
    consultation === 'closed' ? related : related.filter((question) => question !== booking);
  useSessionExpiryReload(consultation === 'sessionExpired');

  const submitConsultation = ({ firstName, lastName, email, mobile }: DoctorChatFormValue) =>
    send({
      type: 'consultation.submit',
      draft: {
        details: { firstName, lastName, ...(mobile ? { phone: mobile } : {}) },
        formName,
        formUserId: formUserId(browser.localStorage, newPhotoId),
        batchId: Promise.resolve(null),
        imageUrl: null,
        email,
        uploadType: 'chatbot',
        procedure: null,
      },
    });

  const schedule = t('chatScreen.consultation.suggestion');
  const composer = (
    <>
      {notice ? (
        <p className="al-chat-error" role="alert">
          {notice}
        </p>
      ) : null}
      <ChatInput
        persona={persona}
        // While the photo uploads a message is kept and asked once it is up.
        busy={responding}
        onSend={(text) => send({ type: 'message.send', text })}
        leading={
          <ImageAttachButton
            disabled={attaching || responding}
            onChoose={(file) => send({ type: 'image.choose', file })}
          />
        }
        preview={
          attachment && previewUrl ? (
            <AttachedImage
              src={previewUrl}
              busy={attachment.url === null}
              onRemove={() => send({ type: 'image.remove' })}
            />
          ) : null
        }
      />
    </>
  );

  return (
    <ScreenFrame header={<SlimHeader clinic={brand} />} actions={composer}>
      {messages.length === 0 ? (
        <CapabilitiesPanel persona={persona} />
      ) : (
        <h1 className="al-visually-hidden">{t('chatScreen.conversation', { persona })}</h1>
      )}
      <MessageList messages={messages} persona={persona} onShown={onShown}>
        {responding ? <RespondingIndicator persona={persona} /> : null}
        {/* The form (or its outcome) where it was opened, before the next suggestions. */}
        {consultation === 'open' && lead ? (
          <ConsultationForm
            lead={lead}
            onSubmit={submitConsultation}
            phoneCountries={clinic.phone_countries}
          />
        ) : null}
        {consultation === 'submitted' ? (
          <p className="al-doctor-consultation__done" role="status">
            {t('chatScreen.consultation.success')}
          </p>
        ) : null}
        {consultation === 'sessionExpired' ? (
          <p className="al-chat-error" role="alert">
            {t('errors.sessionExpired')}
          </p>
        ) : null}
        {!responding && typedOut ? (
          <SuggestionChips
            heading={t('chatScreen.related')}
            suggestions={offered}
            onChoose={(text) => send({ type: 'message.send', text })}
          />
        ) : null}
        {canSchedule ? (
          <SuggestionChips
            suggestions={[schedule]}
            onChoose={() => send({ type: 'consultation.open' })}
          />
        ) : null}
      </MessageList>
    </ScreenFrame>
  );
}
