import type { DoctorChatResponse } from '@afterlook/api';
import { useMemo } from 'react';
import { useWidgetEnv } from '../session/widget-env.tsx';
import type { ChatMessage } from './chat-message.ts';
import { doctorChatRequest } from './chat-request.ts';

/** The chat calls a chat flow makes, over the api client (screens never fetch). */
export interface ChatApi {
  /** POST {api}/openai/chat: the doctor persona's reply and related questions. */
  askDoctor(
    content: string,
    earlier: readonly ChatMessage[],
    imageUrl: string | null,
  ): Promise<DoctorChatResponse>;
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
      async uploadChatImage(png) {
        const ticket = await api.createPatientImageTicket(Date.now());
        await api.uploadImage(ticket.upload_url, png);
        return ticket.download_url;
      },
    }),
    [api],
  );
}
