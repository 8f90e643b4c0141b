import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../adapters/crypto/create-field-cipher.ts';
import { loadKeyring } from '../../adapters/crypto/keyring.ts';
import type { Db } from '../../ports/db-schema.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { sealedLeadRow } from '../../testing/support/sealed-lead-row.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { openFollowUpField, sealFollowUpField } from '../follow-ups/follow-up-fields.ts';
import {
  openLeadField,
  openLeadMessage,
  openLeadNote,
  openRequestField,
  phoneIndex,
  sealLeadMessage,
  sealLeadNote,
  sealRequestField,
} from './lead-fields.ts';
import { patientCipher } from './patient-keys.ts';
import { sealLeadData } from './seal-lead-data.ts';

// Installs that stored leads before sealing existed: the first start seals every row in
// place, under the lead's own key (finding 11), fills the search hashes and takes the
// phone out of the dedupe key.
/** The keyed hashes a lead is found by (lead_hashes), its search tokens left out. */
const contactHashes = (db: Db, leadId: string) =>
  db
    .selectFrom('lead_hashes')
    .select(['kind', 'hash'])
    .where('lead_id', '=', leadId)
    .where('kind', '!=', 'search')
    .orderBy('kind')
    .execute();

describe.each(TEST_DIALECTS)('sealing the leads stored in clear text on $name', (dialect) => {
  let testDb: TestDb;
  const dir = makeTempDir();
  afterEach(async () => {
    await testDb.dispose();
  });
  afterAll(() => dir.remove());

  it('seals each field and message once, keeping every value', async () => {
    testDb = await dialect.open();
    const { db } = testDb;
    const clinic = await createClinic(db, NewClinic.parse({ name: 'Clinic' }));
    if (!clinic.ok) throw new Error(clinic.message);
    const record = { first_name: 'Ana', phone: '+14155550132', email: 'Ana@Example.com' };
    await db
      .insertInto('leads')
      .values({
        id: 'lead-1',
        patient_uuid: 'uuid-1',
        clinic_id: clinic.value.id,
        session_id: 's',
        form_name: 'ONBOARDING_TIER1',
        form_user_id: 'u',
        form_data: JSON.stringify({ name: 'Ana', phone: '+14155550132' }),
        patient_record: JSON.stringify(record),
        phone: '+14155550132',
        batch_id: 'b1',
        image_source: null,
        before_image_key: null,
        sample_model_id: null,
        transform_job_id: null,
        after_image_keys: '[]',
        is_debug: 0,
        idempotency_key: null,
        measurements: JSON.stringify({ height_cm: 170 }),
        created_at: new Date().toISOString(),
      })
      .execute();
    // Batch submissions' dedupe keys named the phone in clear text.
    await db
      .insertInto('lead_submissions')
      .values({
        clinic_id: clinic.value.id,
        dedupe_key: 'batch:b1:+14155550132',
        lead_id: 'lead-1',
        request_hash: null,
      })
      .execute();
    await db
      .insertInto('lead_messages')
      .values({
        id: 'm1',
        lead_id: 'lead-1',
        message: 'Call after six',
        sender_type: 'patient',
        created_at: new Date().toISOString(),
      })
      .execute();

    const cipher = createFieldCipher(
      loadKeyring(dir.path, { keys: undefined, indexKey: undefined }),
    );
    expect(await sealLeadData(db, cipher)).toBe(2);
    expect(await sealLeadData(db, cipher)).toBe(0);

    const row = await db.selectFrom('leads').selectAll().executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain('4155550132');
    // Under the lead's own key, which the data key alone does not open.
    expect(row.phone).toMatch(/^v1\.@\./);
    expect(() => openLeadField(cipher, 'phone', 'lead-1', row.phone)).toThrow();
    const own = await patientCipher({ db, cipher }, 'lead-1');
    expect(JSON.parse(openLeadField(own, 'patient_record', 'lead-1', row.patient_record))).toEqual(
      record,
    );
    expect(openLeadField(own, 'phone', 'lead-1', row.phone)).toBe('+14155550132');
    expect(
      JSON.parse(openLeadField(own, 'measurements', 'lead-1', row.measurements ?? '')),
    ).toEqual({
      height_cm: 170,
    });
    expect(await contactHashes(db, 'lead-1')).toEqual([
      { kind: 'email', hash: cipher.index('email:ana@example.com') },
      { kind: 'phone', hash: phoneIndex(cipher, '+14155550132') },
    ]);
    const submission = await db
      .selectFrom('lead_submissions')
      .select('dedupe_key')
      .executeTakeFirstOrThrow();
    expect(submission.dedupe_key).toBe(`batch:b1:${phoneIndex(cipher, '+14155550132')}`);
    const message = await db.selectFrom('lead_messages').selectAll().executeTakeFirstOrThrow();
    expect(openLeadMessage(own, 'm1', message.message)).toBe('Call after six');
  });

  it('finding 11: a lead, its message and note, and a visitor’s contacts sealed by the data key move under keys of their own (one per owner, however many servers start at once), reading the same', async () => {
    testDb = await dialect.open();
    const { db } = testDb;
    const clinic = await createClinic(db, NewClinic.parse({ name: 'Clinic' }));
    if (!clinic.ok) throw new Error(clinic.message);
    const clinicId = clinic.value.id;
    const cipher = createFieldCipher(
      loadKeyring(dir.path, { keys: undefined, indexKey: undefined }),
    );
    const now = new Date().toISOString();
    // As a server before patient keys stored them: everything under the data key.
    await db
      .insertInto('leads')
      .values(
        sealedLeadRow(
          cipher,
          clinicId,
          { first_name: 'Ana', phone: '+14155550132' },
          { id: 'lead-2' },
        ),
      )
      .execute();
    await db
      .insertInto('lead_messages')
      .values({
        id: 'm2',
        lead_id: 'lead-2',
        message: sealLeadMessage(cipher, 'm2', 'Call after six'),
        sender_type: 'patient',
        created_at: now,
      })
      .execute();
    await db
      .insertInto('lead_activity')
      .values({
        id: 'n2',
        lead_id: 'lead-2',
        kind: 'note',
        from_status: null,
        to_status: null,
        note: sealLeadNote(cipher, 'n2', 'Prefers email'),
        actor_kind: 'staff',
        actor_label: 'x',
        at: now,
      })
      .execute();
    await db
      .insertInto('unsupported_procedure_requests')
      .values({
        id: 'r2',
        clinic_id: clinicId,
        session_id: 's2',
        name: sealRequestField(cipher, 'name', 'r2', 'Ana Lopez'),
        email: sealRequestField(cipher, 'email', 'r2', 'ana@example.com'),
        procedure_type: 'LIP_FILLER',
        created_at: now,
      })
      .execute();
    const seal = (column: 'name' | 'email' | 'phone', plain: string) =>
      sealFollowUpField(cipher, column, 'f2', plain);
    await db
      .insertInto('follow_ups')
      .values({
        id: 'f2',
        clinic_id: clinicId,
        session_id: 's2',
        kind: 'visualization_email',
        procedure: 'LIP_FILLER',
        name: seal('name', 'Ana Lopez'),
        email: seal('email', 'ana@example.com'),
        phone: seal('phone', '+14155550132'),
        created_at: now,
        due_at: now,
        done_at: null,
        done_by: null,
        reason: null,
      })
      .execute();

    // Two servers starting at once (on PostgreSQL, two connections) agree on one key per
    // owner: the lead, its message and note, the request, the follow-up, each moved once
    // or twice, and then nothing is left to move.
    const [first, second] = await Promise.all([sealLeadData(db, cipher), sealLeadData(db, cipher)]);
    expect(first + second).toBeGreaterThanOrEqual(5);
    expect(await sealLeadData(db, cipher)).toBe(0);
    const keys = await db
      .selectFrom('patient_keys')
      .select(['owner_id', 'owner_kind'])
      .orderBy('owner_id')
      .execute();
    expect(keys).toEqual([
      { owner_id: 'f2', owner_kind: 'follow_up' },
      { owner_id: 'lead-2', owner_kind: 'lead' },
      { owner_id: 'r2', owner_kind: 'request' },
    ]);
    const lead = await db
      .selectFrom('leads')
      .selectAll()
      .where('id', '=', 'lead-2')
      .executeTakeFirstOrThrow();
    const message = await db
      .selectFrom('lead_messages')
      .selectAll()
      .where('id', '=', 'm2')
      .executeTakeFirstOrThrow();
    const note = await db
      .selectFrom('lead_activity')
      .selectAll()
      .where('id', '=', 'n2')
      .executeTakeFirstOrThrow();
    const request = await db
      .selectFrom('unsupported_procedure_requests')
      .selectAll()
      .executeTakeFirstOrThrow();
    const followUp = await db.selectFrom('follow_ups').selectAll().executeTakeFirstOrThrow();
    for (const value of [
      lead.patient_record,
      lead.phone,
      message.message,
      note.note,
      request.email,
      followUp.phone,
    ]) {
      expect(value).toMatch(/^v1\.@\./);
    }
    const own = await patientCipher({ db, cipher }, 'lead-2');
    expect(
      JSON.parse(openLeadField(own, 'patient_record', 'lead-2', lead.patient_record)),
    ).toMatchObject({ first_name: 'Ana' });
    expect(openLeadMessage(own, 'm2', message.message)).toBe('Call after six');
    expect(openLeadNote(own, 'n2', note.note ?? '')).toBe('Prefers email');
    expect(
      openRequestField(await patientCipher({ db, cipher }, 'r2'), 'email', 'r2', request.email),
    ).toBe('ana@example.com');
    expect(
      openFollowUpField(await patientCipher({ db, cipher }, 'f2'), 'phone', 'f2', followUp.phone),
    ).toBe('+14155550132');
    expect(await contactHashes(db, 'lead-2')).toContainEqual({
      kind: 'phone',
      hash: phoneIndex(cipher, '+14155550132'),
    });
  });
});
