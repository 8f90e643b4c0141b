import type { ApiClient } from '@afterlook/api';
import type { AttachConversationInput } from './doctor-chat-machine.ts';

/**
 * The patient's side of the conversation onto the lead, in order. The assistant's replies
 * stay out: the server takes a lead message only as the patient's (sender_type
 * 'patient', the contract's one value), so no page can put words in the assistant's
 * mouth for the clinic to read (finding 15).
 */
export async function attachConversation(
  api: Pick<ApiClient, 'sendLeadMessage'>,
  { patientUuid, messages }: AttachConversationInput,
): Promise<void> {
  for (const message of messages) {
    if (message.sender !== 'user') continue;
    // One at a time: the clinic reads them in the order they were said.
    await api.sendLeadMessage(patientUuid, { message: message.content, sender_type: 'patient' });
  }
}
