import type { LeadMessageRequest } from '@afterlook/api';
import { describe, expect, it } from 'vitest';
import { chatMessage } from '../../chat/chat-message.ts';
import { attachConversation } from './attach-conversation.ts';

describe("the doctor chat's conversation onto the lead", () => {
  it("finding 15: sends the patient's messages in order as 'patient', never the assistant's", async () => {
    const sent: { uuid: string; body: LeadMessageRequest }[] = [];
    await attachConversation(
      {
        sendLeadMessage: async (uuid, body) => {
          sent.push({ uuid, body });
          return { id: String(sent.length), created_at: new Date().toISOString() };
        },
      },
      {
        patientUuid: 'lead-1',
        messages: [
          chatMessage('system', 'Welcome'),
          chatMessage('user', 'How long is recovery?'),
          chatMessage('bot', 'About two weeks.'),
          chatMessage('user', 'And the scar?'),
          chatMessage('bot', 'It fades over a year.'),
        ],
      },
    );
    expect(sent).toEqual([
      { uuid: 'lead-1', body: { message: 'How long is recovery?', sender_type: 'patient' } },
      { uuid: 'lead-1', body: { message: 'And the scar?', sender_type: 'patient' } },
    ]);
  });
});
