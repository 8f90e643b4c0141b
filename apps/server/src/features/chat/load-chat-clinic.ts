import type { ChatClinic } from '../../ports/chat-engine.ts';
import type { Ports } from '../../ports.ts';
import { toClinicRecord } from '../clinics/clinic-record.ts';
import { openChatKey } from '../privacy/clinic-chat-key.ts';

/** What the chat engines know of a clinic: its name, procedures, FAQ and own endpoint. */
export async function loadChatClinic(
  { db, cipher }: Pick<Ports, 'db' | 'cipher'>,
  clinicId: string,
): Promise<ChatClinic | null> {
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
