import { toClinicRecord } from '../clinics/clinic-record.ts';
import type { Db } from '../db/create-db.ts';
import type { ChatClinic } from './chat-engine.ts';

/** What the chat engines know of a clinic: its name, procedures and FAQ. */
export async function loadChatClinic(db: Db, clinicId: string): Promise<ChatClinic | null> {
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
    updatedAt: clinic.updated_at,
  };
}
