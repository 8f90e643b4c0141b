import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../adapters/crypto/create-field-cipher.ts';
import { loadKeyring } from '../../adapters/crypto/keyring.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { openLeadField, openLeadMessage, phoneIndex } from './lead-fields.ts';
import { sealLeadData } from './seal-lead-data.ts';

// Installs that stored leads before sealing existed: the first start seals every row in
// place, fills the search hashes and takes the phone out of the dedupe key.
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
        dedupe_key: 'batch:b1:+14155550132',
        measurements: JSON.stringify({ height_cm: 170 }),
        phone_hash: null,
        email_hash: null,
        created_at: new Date().toISOString(),
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
    expect(
      JSON.parse(openLeadField(cipher, 'patient_record', 'lead-1', row.patient_record)),
    ).toEqual(record);
    expect(openLeadField(cipher, 'phone', 'lead-1', row.phone)).toBe('+14155550132');
    expect(
      JSON.parse(openLeadField(cipher, 'measurements', 'lead-1', row.measurements ?? '')),
    ).toEqual({
      height_cm: 170,
    });
    expect(row.phone_hash).toBe(phoneIndex(cipher, '+14155550132'));
    expect(row.email_hash).toBe(cipher.index('email:ana@example.com'));
    expect(row.dedupe_key).toBe(`batch:b1:${phoneIndex(cipher, '+14155550132')}`);
    const message = await db.selectFrom('lead_messages').selectAll().executeTakeFirstOrThrow();
    expect(openLeadMessage(cipher, 'm1', message.message)).toBe('Call after six');
  });
});
