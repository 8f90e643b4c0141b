import { randomUUID } from 'node:crypto';
import { LEAD_STATUSES, PROCEDURES } from '@afterlook/domain';
import type { Insertable } from 'kysely';
import { leadSearchTokens } from '../../apps/server/src/features/leads/lead-search-tokens.ts';
import type {
  Db,
  LeadSearchTokensTable,
  LeadsTable,
  PatientKeysTable,
} from '../../apps/server/src/ports/db-schema.ts';
import type { FieldCipher } from '../../apps/server/src/ports/field-cipher.ts';
import { sealedLeadWithKey } from '../../apps/server/src/testing/support/sealed-lead-row.ts';

const FIRST = [
  'Ana',
  'Bea',
  'Carla',
  'Diana',
  'Elena',
  'Fatima',
  'Grace',
  'Hana',
  'Iris',
  'Julia',
  'Karen',
  'Lucia',
  'Maria',
  'Nora',
  'Olivia',
  'Paula',
  'Rosa',
  'Sofia',
  'Tania',
  'Valeria',
];
const LAST = [
  'Lopez',
  'Garcia',
  'Martinez',
  'Smith',
  'Johnson',
  'Brown',
  'Rodriguez',
  'Hernandez',
  'Perez',
  'Sanchez',
  'Ramirez',
  'Torres',
  'Flores',
  'Rivera',
  'Gomez',
  'Diaz',
  'Reyes',
  'Cruz',
  'Morales',
  'Ortiz',
  'Gutierrez',
  'Chavez',
  'Ramos',
  'Ruiz',
  'Alvarez',
];

/**
 * Stores `count` leads for a clinic as submitLead stores them (contact details sealed
 * under each lead's own key, search tokens from the same code), spread over the past year, statuses and procedures
 * mixed; answers the seconds it took.
 */
export async function seedLeads(
  db: Db,
  cipher: FieldCipher,
  clinicId: string,
  count: number,
): Promise<number> {
  const yearAgo = Date.now() - 365 * 24 * 3600 * 1000;
  const started = performance.now();
  const BATCH = 500;
  for (let from = 0; from < count; from += BATCH) {
    const leads: Insertable<LeadsTable>[] = [];
    const keys: Insertable<PatientKeysTable>[] = [];
    const tokens: Insertable<LeadSearchTokensTable>[] = [];
    for (let i = from; i < Math.min(count, from + BATCH); i += 1) {
      const id = randomUUID();
      const record = {
        first_name: FIRST[i % FIRST.length] ?? 'Ana',
        last_name: `${LAST[(i * 7) % LAST.length]}${i % 97}`,
        phone: `+1415${String(1_000_000 + ((i * 7919) % 9_000_000)).padStart(7, '0')}`,
        email: `patient${i}@mail.example`,
        location: 'Austin, Texas',
        upload_type: 'upload' as const,
      };
      const seeded = sealedLeadWithKey(cipher, clinicId, record, {
        id,
        form_user_id: `form-${i % 5}`,
        dedupe_key: `bench:${id}`,
        status: LEAD_STATUSES[i % LEAD_STATUSES.length] ?? 'new',
        procedure: PROCEDURES[i % 12] ?? null,
        search_indexed: 1,
        created_at: new Date(
          yearAgo + Math.floor((i / count) * 365 * 24 * 3600 * 1000),
        ).toISOString(),
      });
      leads.push(seeded.lead);
      keys.push(seeded.key);
      for (const token of leadSearchTokens(cipher, record)) {
        tokens.push({ lead_id: id, clinic_id: clinicId, token });
      }
    }
    await db.transaction().execute(async (trx) => {
      await trx.insertInto('leads').values(leads).execute();
      await trx.insertInto('patient_keys').values(keys).execute();
      for (let at = 0; at < tokens.length; at += 5000) {
        await trx
          .insertInto('lead_search_tokens')
          .values(tokens.slice(at, at + 5000))
          .execute();
      }
    });
  }
  return (performance.now() - started) / 1000;
}
