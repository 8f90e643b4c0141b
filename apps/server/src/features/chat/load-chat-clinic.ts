import type { PracticeFacts } from '@afterlook/domain';
import type { ChatClinic } from '../../ports/chat-engine.ts';
import type { Ports } from '../../ports.ts';
import { toClinicRecord } from '../clinics/clinic-record.ts';
import { openChatKey } from '../privacy/clinic-chat-key.ts';

/** A clinic as the chats see it: what the engines know, and its practice facts. */
export type ChatClinicWithFacts = ChatClinic & { readonly practiceFacts: PracticeFacts };

/** What the chats know of a clinic: its name, procedures, FAQ, facts and own endpoint. */
export async function loadChatClinic(
  { db, cipher }: Pick<Ports, 'db' | 'cipher'>,
  clinicId: string,
): Promise<ChatClinicWithFacts | null> {
  const row = await db
    .selectFrom('clinics')
    .selectAll()
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!row) return null;
  const clinic = toClinicRecord(row);
  return {
    id: clinic.id,
    name: clinic.name,
    procedures: clinic.procedures,
    faq: clinic.chat_faq,
    services: clinic.chat_services,
    country: clinic.country,
    practiceFacts: clinic.practice_facts,
    llm:
      row.chat_llm_url && row.chat_llm_model
        ? {
            baseUrl: row.chat_llm_url,
            model: row.chat_llm_model,
            apiKey: row.chat_llm_api_key ? openChatKey(cipher, row.id, row.chat_llm_api_key) : null,
          }
        : null,
    updatedAt: clinic.updated_at,
  };
}
