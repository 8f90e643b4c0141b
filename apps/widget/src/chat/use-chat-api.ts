import type { DoctorChatResponse, PlasticSurgeryChatResponse } from '@afterlook/api';
import { useMemo } from 'react';
import { useWidgetEnv } from '../session/widget-env.tsx';
import type { ChatMessage } from './chat-message.ts';
import { assistantChatRequest, doctorChatRequest } from './chat-request.ts';

/** The chat calls a chat flow makes, over the api client (screens never fetch). */
export interface ChatApi {
  /** POST {api}/openai/chat: the doctor persona's reply and related questions. */
  askDoctor(
    content: string,
    earlier: readonly ChatMessage[],
    imageUrl: string | null,
  ): Promise<DoctorChatResponse>;
  /** POST {api}/chat/plastic-surgery: the tier-1 assistant's reply and its flags. */
  askAssistant(
    content: string,
    earlier: readonly ChatMessage[],
  ): Promise<PlasticSurgeryChatResponse>;
  /**
   * Uploads a PNG the patient attached (widget-flow ticket: POST patient-images, then
   * PUT to upload_url) and answers its download_url, the image_url chat calls name.
   */
  uploadChatImage(png: Blob): Promise<string>;
}

export function useChatApi(): ChatApi {
  const { api } = useWidgetEnv();
  return useMemo(
    () => ({
      askDoctor: (content, earlier, imageUrl) =>
        api.sendDoctorChat(doctorChatRequest(content, earlier, imageUrl)),
      askAssistant: (content, earlier) =>
        api.sendPlasticSurgeryChat(assistantChatRequest(content, earlier)),
      async uploadChatImage(png) {
        const ticket = await api.createPatientImageTicket(Date.now());
        await api.uploadImage(ticket.upload_url, png);
        return ticket.download_url;
      },
    }),
    [api],
  );
}
