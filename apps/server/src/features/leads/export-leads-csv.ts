import { setImmediate as nextTurn } from 'node:timers/promises';
import { stringify } from 'csv-stringify/sync';
import type { Ports } from '../../ports.ts';
import { openLeadField } from '../privacy/lead-fields.ts';
import { patientCiphers } from '../privacy/patient-keys.ts';
import { CSV_QUOTED_CELL, inertCell, phoneCell } from './csv-formula-guard.ts';
import { type LeadsQuery, olderThan } from './filter-leads.ts';

const COLUMNS = [
  'created_at',
  'status',
  'first_name',
  'last_name',
  'phone',
  'email',
  'location',
  'procedure',
  'flow',
  'form',
  'image_source',
  'patient_uuid',
] as const;

/** Rows unsealed and written between two turns of the event loop. */
const BATCH = 250;

/** Cells with any separator (',' or ';'), tab, quote or line break are quoted. */
const CSV_OPTIONS = { quoted_match: CSV_QUOTED_CELL };

interface StoredContact {
  first_name?: string;
  last_name?: string;
  phone?: string;
  email?: string;
  location?: string;
}

/**
 * Every filtered lead as CSV (UTF-8 with a BOM, so spreadsheets read accents right),
 * newest first, a batch at a time: the leads never sit in memory together, and the event
 * loop turns between batches, so patients' requests and other staff wait for one batch
 * at most, not for the export.
 */
export async function* exportLeadsCsv(
  deps: Pick<Ports, 'db' | 'cipher'>,
  filtered: LeadsQuery,
): AsyncGenerator<string> {
  yield `\uFEFF${stringify([COLUMNS], CSV_OPTIONS)}`;
  let after: [string, string] | null = null;
  for (;;) {
    // Unsealing is CPU work, and a synchronous database answers at once: yield first.
    await nextTurn();
    const rows = await (after ? olderThan(filtered, after) : filtered)
      .select([
        'leads.id',
        'leads.patient_uuid',
        'leads.created_at',
        'leads.status',
        'leads.procedure',
        'leads.form_name',
        'leads.form_user_id',
        'leads.image_source',
        'leads.patient_record',
      ])
      .orderBy('leads.created_at', 'desc')
      .orderBy('leads.id', 'desc')
      .limit(BATCH)
      .execute();
    if (rows.length === 0) return;
    // Each lead's own key: one query and one unwrap per lead of the batch.
    const cipherOf = await patientCiphers(
      deps,
      rows.map((row) => row.id),
    );
    yield stringify(
      rows.map((row) => {
        const contact = JSON.parse(
          openLeadField(cipherOf(row.id), 'patient_record', row.id, row.patient_record),
        ) as StoredContact;
        return [
          inertCell(row.created_at),
          inertCell(row.status),
          inertCell(contact.first_name ?? ''),
          inertCell(contact.last_name ?? ''),
          phoneCell(contact.phone ?? ''),
          inertCell(contact.email ?? ''),
          inertCell(contact.location ?? ''),
          inertCell(row.procedure ?? ''),
          inertCell(row.form_name),
          inertCell(row.form_user_id),
          inertCell(row.image_source ?? ''),
          inertCell(row.patient_uuid),
        ];
      }),
      CSV_OPTIONS,
    );
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = [last.created_at, last.id];
  }
}
