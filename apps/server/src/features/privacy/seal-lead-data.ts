import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import {
  emailIndex,
  openLeadField,
  openLeadMessage,
  openRequestField,
  phoneIndex,
  SEALED_LEAD_COLUMNS,
  type SealedRequestColumn,
  sealLeadField,
  sealLeadMessage,
  sealRequestField,
} from './lead-fields.ts';

const BATCH = 200;

/** A table's rows in id order, a batch at a time: a large table is never read whole. */
async function* inBatches<Row extends { readonly id: string }>(
  page: (afterId: string) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after = '';
  for (;;) {
    const rows = await page(after);
    const last = rows.at(-1);
    if (!last) return;
    after = last.id;
    yield* rows;
  }
}

/**
 * Seals every lead field and message, and the contact of every unsupported-procedure
 * request, still in clear text (rows stored before sealing
 * existed) and fills their search hashes; with `reseal`, also moves values sealed by an
 * older key to the current one (key rotation). Idempotent; returns how many rows changed.
 */
export async function sealLeadData(
  db: Db,
  cipher: FieldCipher,
  options: { readonly reseal?: boolean } = {},
): Promise<number> {
  const needsWork = (value: string | null) =>
    value !== null &&
    (!cipher.isSealed(value) || (options.reseal === true && cipher.isStale(value)));
  const plainOf = (value: string, open: (sealed: string) => string) =>
    cipher.isSealed(value) ? open(value) : value;
  let changed = 0;

  const leads = inBatches((after) =>
    db
      .selectFrom('leads')
      .select(['id', 'form_data', 'patient_record', 'phone', 'measurements', 'dedupe_key'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute(),
  );
  for await (const row of leads) {
    if (!SEALED_LEAD_COLUMNS.some((column) => needsWork(row[column]))) continue;
    const plain = Object.fromEntries(
      SEALED_LEAD_COLUMNS.map((column) => {
        const value = row[column];
        return [
          column,
          value === null ? null : plainOf(value, (s) => openLeadField(cipher, column, row.id, s)),
        ];
      }),
    ) as Record<(typeof SEALED_LEAD_COLUMNS)[number], string | null>;
    const record = JSON.parse(plain.patient_record ?? '{}') as { email?: unknown };
    const phone = plain.phone ?? '';
    await db
      .updateTable('leads')
      .set({
        form_data: sealLeadField(cipher, 'form_data', row.id, plain.form_data ?? '{}'),
        patient_record: sealLeadField(
          cipher,
          'patient_record',
          row.id,
          plain.patient_record ?? '{}',
        ),
        phone: sealLeadField(cipher, 'phone', row.id, phone),
        measurements:
          plain.measurements === null
            ? null
            : sealLeadField(cipher, 'measurements', row.id, plain.measurements),
        phone_hash: phoneIndex(cipher, phone),
        email_hash: typeof record.email === 'string' ? emailIndex(cipher, record.email) : null,
        // Dedupe keys of batch submissions named the phone in clear text.
        dedupe_key:
          row.dedupe_key?.startsWith('batch:') && row.dedupe_key.endsWith(`:${phone}`)
            ? `${row.dedupe_key.slice(0, -phone.length)}${phoneIndex(cipher, phone)}`
            : row.dedupe_key,
      })
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }

  const messages = inBatches((after) =>
    db
      .selectFrom('lead_messages')
      .select(['id', 'message'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute(),
  );
  for await (const row of messages) {
    if (!needsWork(row.message)) continue;
    const plain = plainOf(row.message, (s) => openLeadMessage(cipher, row.id, s));
    await db
      .updateTable('lead_messages')
      .set({ message: sealLeadMessage(cipher, row.id, plain) })
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }

  const requests = inBatches((after) =>
    db
      .selectFrom('unsupported_procedure_requests')
      .select(['id', 'name', 'email'])
      .where('id', '>', after)
      .orderBy('id')
      .limit(BATCH)
      .execute(),
  );
  for await (const row of requests) {
    if (!needsWork(row.name) && !needsWork(row.email)) continue;
    const reseal = (column: SealedRequestColumn) =>
      sealRequestField(
        cipher,
        column,
        row.id,
        plainOf(row[column], (s) => openRequestField(cipher, column, row.id, s)),
      );
    await db
      .updateTable('unsupported_procedure_requests')
      .set({ name: reseal('name'), email: reseal('email') })
      .where('id', '=', row.id)
      .execute();
    changed += 1;
  }
  return changed;
}
