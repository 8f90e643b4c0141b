import { PatientRecord } from '@afterlook/api';
import type { Kysely } from 'kysely';
import * as z from 'zod/mini';
import type { Database } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import type { Ports } from '../../ports.ts';
import { openLeadField } from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';
import { leadSearchTokens } from './lead-search-tokens.ts';

/** Stores a lead's search tokens and marks it indexed. */
export async function indexLeadSearch(
  db: Kysely<Database>,
  cipher: FieldCipher,
  lead: { id: string; clinic_id: string },
  contact: PatientRecord,
): Promise<void> {
  const tokens = leadSearchTokens(cipher, contact);
  await db
    .deleteFrom('lead_hashes')
    .where('lead_id', '=', lead.id)
    .where('kind', '=', 'search')
    .execute();
  if (tokens.length > 0) {
    await db
      .insertInto('lead_hashes')
      .values(
        tokens.map((hash) => ({
          lead_id: lead.id,
          clinic_id: lead.clinic_id,
          kind: 'search' as const,
          hash,
        })),
      )
      .execute();
  }
  await db.updateTable('leads').set({ search_indexed: 1 }).where('id', '=', lead.id).execute();
}

/**
 * Indexes leads stored before search existed (or by an older server), a batch at a
 * time; returns how many it indexed. The server runs it at start.
 */
export async function indexUnindexedLeads(
  deps: Pick<Ports, 'db' | 'cipher'>,
  batchSize = 500,
): Promise<number> {
  let indexed = 0;
  for (;;) {
    const rows = await deps.db
      .selectFrom('leads')
      .select(['id', 'clinic_id', 'patient_record'])
      .where('search_indexed', '=', 0)
      .limit(batchSize)
      .execute();
    const cipherOf = await patientCiphers(
      deps,
      rows.map((row) => row.id),
    );
    for (const row of rows) {
      const record = z.safeParse(
        PatientRecord,
        JSON.parse(openLeadField(cipherOf(row.id), 'patient_record', row.id, row.patient_record)),
      );
      await deps.db.transaction().execute(async (trx) => {
        if (record.success) await indexLeadSearch(trx, deps.cipher, row, record.data);
        // A record that no longer parses is left unsearchable rather than retried forever.
        else
          await trx
            .updateTable('leads')
            .set({ search_indexed: 1 })
            .where('id', '=', row.id)
            .execute();
      });
    }
    indexed += rows.length;
    if (rows.length < batchSize) return indexed;
  }
}
