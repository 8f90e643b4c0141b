import { LEADS_CSV_MAX_ROWS } from '@afterlook/domain';
import { stringify } from 'csv-stringify/sync';
import type { Ports } from '../../ports.ts';
import { openLeadField } from '../privacy/lead-fields.ts';
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

const BATCH = 1000;

/**
 * A spreadsheet cell that starts like a formula is read as text (OWASP's CSV injection
 * advice): a patient's name is never run by the clinic's spreadsheet.
 */
const inert = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

interface StoredContact {
  first_name?: string;
  last_name?: string;
  phone?: string;
  email?: string;
  location?: string;
}

/**
 * The filtered leads as CSV (UTF-8 with a BOM, so spreadsheets read accents right),
 * newest first, produced a batch at a time so 100,000 leads never sit in memory.
 */
export async function* exportLeadsCsv(
  deps: Pick<Ports, 'cipher'>,
  filtered: LeadsQuery,
): AsyncGenerator<string> {
  yield `\uFEFF${stringify([COLUMNS])}`;
  let after: [string, string] | null = null;
  for (let written = 0; written < LEADS_CSV_MAX_ROWS; ) {
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
      .limit(Math.min(BATCH, LEADS_CSV_MAX_ROWS - written))
      .execute();
    if (rows.length === 0) return;
    yield stringify(
      rows.map((row) => {
        const contact = JSON.parse(
          openLeadField(deps.cipher, 'patient_record', row.id, row.patient_record),
        ) as StoredContact;
        return [
          row.created_at,
          row.status,
          contact.first_name ?? '',
          contact.last_name ?? '',
          contact.phone ?? '',
          contact.email ?? '',
          contact.location ?? '',
          row.procedure ?? '',
          row.form_name,
          row.form_user_id,
          row.image_source ?? '',
          row.patient_uuid,
        ].map(inert);
      }),
    );
    written += rows.length;
    const last = rows.at(-1);
    if (!last || rows.length < BATCH) return;
    after = [last.created_at, last.id];
  }
}
