import type { Db } from '../../ports/db-schema.ts';
import { type FieldCipher, PATIENT_KEY_ID } from '../../ports/field-cipher.ts';
import { SEALED_FOLLOW_UP_COLUMNS } from '../follow-ups/follow-up-fields.ts';
import { storeContactHashes } from '../leads/store-contact-hashes.ts';
import {
  emailIndex,
  openLeadField,
  phoneIndex,
  SEALED_LEAD_COLUMNS,
  sealLeadField,
} from './lead-fields.ts';
import { type PatientKeyOwner, patientCipherForWrite, patientCiphers } from './patient-keys.ts';
import { scrubMoved } from './scrub-erased.ts';

const BATCH = 200;

/**
 * Seals a table's rows in id order, a batch at a time (a large table is never read
 * whole): `sealBatch` is told which of the batch's owners (`ownerOf` a row) already have
 * a key, seals what needs it and says how many rows it changed. Returns them all.
 */
async function sealInBatches<Row extends { readonly id: string }>(
  db: Db,
  page: (afterId: string) => Promise<Row[]>,
  ownerOf: (row: Row) => string,
  sealBatch: (rows: Row[], keyed: Set<string>) => Promise<number>,
): Promise<number> {
  let changed = 0;
  let after = '';
  for (;;) {
    const rows = await page(after);
    const last = rows.at(-1);
    if (!last) return changed;
    changed += await sealBatch(rows, await keyedOwners(db, rows.map(ownerOf)));
    after = last.id;
  }
}

/**
 * True when the value is not yet sealed under a patient's own key (its key id, in the
 * sealed format of ports/field-cipher.ts, says so without opening anything).
 */
const notUnderOwnKey = (value: string | null) =>
  value !== null && !value.startsWith(`v1.${PATIENT_KEY_ID}.`);

/** Which of these owners have a key (no key is opened). */
async function keyedOwners(db: Db, ownerIds: readonly string[]): Promise<Set<string>> {
  if (ownerIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('patient_keys')
    .select('owner_id')
    .where('owner_id', 'in', [...new Set(ownerIds)])
    .execute();
  return new Set(rows.map((row) => row.owner_id));
}

/** The value in clear text, whatever sealed it (or nothing, in rows from before sealing). */
const plainOf = (own: FieldCipher, value: string, context: string) =>
  own.isSealed(value) ? own.open(value, context) : value;

/**
 * The owners' ciphers for a batch, with a key made (in `trx`) for each owner stored
 * before patients had keys. Several processes starting at once agree on one key each.
 */
async function ownCiphers(
  trx: Db,
  cipher: FieldCipher,
  kind: PatientKeyOwner,
  owners: readonly { readonly id: string; readonly clinic_id: string }[],
): Promise<(ownerId: string) => FieldCipher> {
  const now = new Date();
  const ciphers = new Map<string, FieldCipher>();
  for (const owner of owners) {
    const owned = { id: owner.id, kind, clinicId: owner.clinic_id };
    ciphers.set(owner.id, await patientCipherForWrite({ db: trx, cipher }, owned, now));
  }
  return (ownerId) => ciphers.get(ownerId) ?? cipher;
}

/** Leads: every field under the lead's own key, with its search hashes. */
async function sealLeads(db: Db, cipher: FieldCipher): Promise<number> {
  return sealInBatches(
    db,
    (after) =>
      db
        .selectFrom('leads')
        .select(['id', 'clinic_id', 'form_data', 'patient_record', 'phone', 'measurements'])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    (row) => row.id,
    async (rows, keyed) => {
      const todo = rows.filter(
        (row) => !keyed.has(row.id) || SEALED_LEAD_COLUMNS.some((c) => notUnderOwnKey(row[c])),
      );
      if (todo.length === 0) return 0;
      await db.transaction().execute(async (trx) => {
        const ownOf = await ownCiphers(trx, cipher, 'lead', todo);
        for (const row of todo) {
          const own = ownOf(row.id);
          const open = (column: (typeof SEALED_LEAD_COLUMNS)[number]) => {
            const value = row[column];
            if (value === null) return null;
            return own.isSealed(value) ? openLeadField(own, column, row.id, value) : value;
          };
          const record = JSON.parse(open('patient_record') ?? '{}') as { email?: unknown };
          const phone = open('phone') ?? '';
          const measurements = open('measurements');
          await trx
            .updateTable('leads')
            .set({
              form_data: sealLeadField(own, 'form_data', row.id, open('form_data') ?? '{}'),
              patient_record: sealLeadField(
                own,
                'patient_record',
                row.id,
                open('patient_record') ?? '{}',
              ),
              phone: sealLeadField(own, 'phone', row.id, phone),
              measurements:
                measurements === null
                  ? null
                  : sealLeadField(own, 'measurements', row.id, measurements),
            })
            .where('id', '=', row.id)
            .execute();
          await trx
            .deleteFrom('lead_hashes')
            .where('lead_id', '=', row.id)
            .where('kind', 'in', ['phone', 'email'])
            .execute();
          const contact = {
            phoneHash: phone ? phoneIndex(cipher, phone) : null,
            emailHash: typeof record.email === 'string' ? emailIndex(cipher, record.email) : null,
          };
          await storeContactHashes(trx, { id: row.id, clinicId: row.clinic_id }, contact, 'lead');
          // Dedupe keys of batch submissions named the phone in clear text.
          if (phone && contact.phoneHash) {
            await trx
              .updateTable('lead_submissions')
              .set((eb) => ({
                dedupe_key: eb.fn('replace', [
                  'dedupe_key',
                  eb.val(`:${phone}`),
                  eb.val(`:${contact.phoneHash}`),
                ]),
              }))
              .where('lead_id', '=', row.id)
              .where('dedupe_key', 'like', 'batch:%')
              .where('dedupe_key', 'like', `%:${phone}`)
              .execute();
          }
        }
      });
      return todo.length;
    },
  );
}

/** A lead's messages and staff notes: each under its lead's key (made by sealLeads). */
async function sealLeadTexts(
  db: Db,
  cipher: FieldCipher,
  table: 'lead_messages' | 'lead_activity',
): Promise<number> {
  const column = table === 'lead_messages' ? 'message' : 'note';
  return sealInBatches(
    db,
    (after) =>
      db
        .selectFrom(table)
        .select(['id', 'lead_id', `${column} as text`])
        .where('id', '>', after)
        .orderBy('id')
        .limit(BATCH)
        .execute(),
    (row) => row.lead_id,
    async (rows, keyed) => {
      // A text whose lead has no key has no lead (sealLeads keyed every one): left as it is.
      const todo = rows.filter((row) => keyed.has(row.lead_id) && notUnderOwnKey(row.text));
      if (todo.length === 0) return 0;
      const ownOf = await patientCiphers(
        { db, cipher },
        todo.map((row) => row.lead_id),
      );
      await db.transaction().execute(async (trx) => {
        for (const row of todo) {
          const own = ownOf(row.lead_id);
          const context = `${table}.${column}:${row.id}`;
          await trx
            .updateTable(table)
            .set({ [column]: own.seal(plainOf(own, row.text ?? '', context), context) })
            .where('id', '=', row.id)
            .execute();
        }
      });
      return todo.length;
    },
  );
}

/** A visitor's contact outside a lead: each request and follow-up under its own key. */
async function sealContacts(
  db: Db,
  cipher: FieldCipher,
  table: 'unsupported_procedure_requests' | 'follow_ups',
): Promise<number> {
  const kind = table === 'follow_ups' ? 'follow_up' : 'request';
  const columns: readonly ('name' | 'email' | 'phone')[] =
    table === 'follow_ups' ? SEALED_FOLLOW_UP_COLUMNS : ['name', 'email'];
  return sealInBatches(
    db,
    (after) =>
      db.selectFrom(table).selectAll().where('id', '>', after).orderBy('id').limit(BATCH).execute(),
    (row) => row.id,
    async (rows, keyed) => {
      const valuesOf = (row: (typeof rows)[number]) =>
        columns.map((column) => (row as Record<string, string | null>)[column] ?? null);
      const todo = rows.filter(
        (row) => !keyed.has(row.id) || valuesOf(row).some((value) => notUnderOwnKey(value)),
      );
      if (todo.length === 0) return 0;
      await db.transaction().execute(async (trx) => {
        const ownOf = await ownCiphers(trx, cipher, kind, todo);
        for (const row of todo) {
          const own = ownOf(row.id);
          const values = valuesOf(row);
          const sealed = Object.fromEntries(
            columns.map((column, index) => {
              const context = `${table}.${column}:${row.id}`;
              return [column, own.seal(plainOf(own, values[index] ?? '', context), context)];
            }),
          );
          await trx.updateTable(table).set(sealed).where('id', '=', row.id).execute();
        }
      });
      return todo.length;
    },
  );
}

/**
 * Moves every lead field, message and staff note under its lead's own key, and every
 * unsupported-procedure request and follow-up under its own (crypto-shredding, finding
 * 11): rows stored in clear text (before sealing) or under the data key (before patient
 * keys) are sealed again, their search hashes filled. The copies those rows leave in
 * the database's files are then scrubbed, so deleting one later leaves nothing a data
 * key opens. The server runs it at start; idempotent; returns how many rows changed.
 */
export async function sealLeadData(db: Db, cipher: FieldCipher): Promise<number> {
  const changed =
    (await sealLeads(db, cipher)) +
    (await sealLeadTexts(db, cipher, 'lead_messages')) +
    (await sealLeadTexts(db, cipher, 'lead_activity')) +
    (await sealContacts(db, cipher, 'unsupported_procedure_requests')) +
    (await sealContacts(db, cipher, 'follow_ups'));
  if (changed > 0) await scrubMoved(db);
  return changed;
}
