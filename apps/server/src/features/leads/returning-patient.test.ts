import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { CONSENT_VERSION } from '@afterlook/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { createFsBlobStore } from '../../adapters/blobs/create-fs-blob-store.ts';
import { createFieldCipher } from '../../adapters/crypto/create-field-cipher.ts';
import { createUrlSigner } from '../../adapters/crypto/create-url-signer.ts';
import { loadKeyring } from '../../adapters/crypto/keyring.ts';
import { decodeGrayMask } from '../../adapters/image-threads/decode-gray-mask.ts';
import { loadSampleModels } from '../../adapters/sample-models/load-sample-models.ts';
import { createJobQueue } from '../../compose/create-job-queue.ts';
import { systemClock } from '../../lib/clock.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { parseSettingsPatch } from '../clinics/clinic-settings.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { openVisitField } from '../privacy/lead-fields.ts';
import { patientCipher } from '../privacy/patient-keys.ts';
import { getLead } from './get-lead.ts';
import { listLeads } from './list-leads.ts';
import { submitLead } from './submit-lead.ts';

const DAY_MS = 86_400_000;
const REACH = { webhookAllowPrivate: false, chatLlmAllowPrivate: false };

/** A patient's submission: their phone, email and what they chose this time. */
const submission = ({
  phone = '4155550101',
  email,
  first = 'Ana',
  procedure = 'BBL' as const,
  consent,
}: {
  phone?: string;
  email?: string;
  first?: string;
  procedure?: 'BBL' | 'BREAST_AUGMENTATION';
  consent?: typeof CONSENT_VERSION;
} = {}) => ({
  form_user_id: 'browser-1',
  form_name: 'ONBOARDING_TIER1' as const,
  is_debug: false,
  form_data: { name: `${first} Lopez`, phone },
  patient_record: {
    first_name: first,
    last_name: 'Lopez',
    phone,
    ...(email ? { email } : {}),
    location: 'Austin, Texas',
    upload_type: 'upload' as const,
    procedures_of_interest: [procedure],
  },
  ...(consent ? { consent_version: consent } : {}),
});

// Issue 31, "one patient, one lead": a patient who submits again with the same phone or
// email within the clinic's window is a new visit of their lead, on both databases.
describe.each(TEST_DIALECTS)('a returning patient is one lead on $name', (dialect) => {
  let testDb: TestDb;
  let dir: ReturnType<typeof makeTempDir>;
  afterEach(async () => {
    await testDb.dispose();
    dir.remove();
  });

  const setUp = async () => {
    testDb = await dialect.open();
    dir = makeTempDir();
    const created = await createClinic(testDb.db, NewClinic.parse({ name: 'Clinic' }));
    if (!created.ok) throw new Error(created.message);
    let now = Date.parse('2026-03-01T10:00:00.000Z');
    const clock = () => new Date(now);
    const signer = createUrlSigner(Buffer.alloc(32, 7), clock);
    const deps = {
      db: testDb.db,
      clock,
      blobs: createFsBlobStore(join(dir.path, 'blobs'), signer),
      cipher: createFieldCipher(loadKeyring(dir.path, { keys: undefined, indexKey: undefined })),
      samples: loadSampleModels(join(dir.path, 'no-models'), decodeGrayMask),
      pool: { ingest: () => Promise.reject(new Error('no image work in this test')) },
      mailer: null,
      jobs: await createJobQueue(
        { jobLeaseMs: 15_000 },
        { db: testDb.db, clock: systemClock, handlers: {}, concurrency: 1 },
      ),
    };
    const clinicId = created.value.id;
    const submit = async (
      body: ReturnType<typeof submission>,
      sessionId: string = randomUUID(),
      key?: string,
    ) => {
      const result = await submitLead(deps, { clinicId, sessionId }, body, key);
      if (!result.ok) throw new Error(result.message);
      return result.value;
    };
    const leads = () =>
      testDb.db
        .selectFrom('leads')
        .select(['id', 'patient_uuid', 'visit_count', 'created_at', 'last_visit_at'])
        .orderBy('created_at')
        .execute();
    const visits = () =>
      testDb.db.selectFrom('lead_visits').selectAll().orderBy('created_at').execute();
    const later = (days: number) => {
      now += days * DAY_MS;
    };
    const signing = { clinicId, keyEpoch: 0 };
    return { deps, clinicId, submit, leads, visits, later, signing };
  };

  it('issue 31: two submissions with the same phone are one lead with two visits; another phone is another lead', async () => {
    const { deps, submit, leads, visits, later, signing } = await setUp();
    const first = await submit(submission({ consent: CONSENT_VERSION }));
    later(3);
    const again = await submit(submission({ procedure: 'BREAST_AUGMENTATION' }));
    expect(first.created).toBe(true);
    // The widget goes on with the lead's own uuid (its messages and measurements reach it).
    expect(again).toEqual({ patientUuid: first.patientUuid, created: true });
    const [lead, ...others] = await leads();
    expect(others).toEqual([]);
    expect(lead).toMatchObject({ visit_count: 2, created_at: '2026-03-01T10:00:00.000Z' });
    expect(lead?.last_visit_at).toBe('2026-03-04T10:00:00.000Z');
    // The visit is kept as it came, sealed under the lead's own key, with its own consent.
    const [visit] = await visits();
    expect(visit).toMatchObject({ procedure: 'BREAST_AUGMENTATION', consent_version: null });
    expect(visit?.form_data).not.toContain('Lopez');
    const leadCipher = await patientCipher(deps, lead?.id ?? '');
    expect(
      JSON.parse(openVisitField(leadCipher, 'form_data', visit?.id ?? '', visit?.form_data ?? '')),
    ).toEqual({ name: 'Ana Lopez', phone: '+14155550101' });
    expect(() =>
      openVisitField(deps.cipher, 'form_data', visit?.id ?? '', visit?.form_data ?? ''),
    ).toThrow();

    const shown = await getLead(deps, signing, first.patientUuid);
    if (!shown.ok) throw new Error(shown.message);
    expect(shown.value).toMatchObject({
      procedure: 'BBL',
      consent_version: CONSENT_VERSION,
      visit_count: 2,
      created_at: '2026-03-01T10:00:00.000Z',
      last_visit_at: '2026-03-04T10:00:00.000Z',
    });
    expect(shown.value.visits).toMatchObject([
      {
        id: visit?.id,
        procedure: 'BREAST_AUGMENTATION',
        consent_version: null,
        created_at: '2026-03-04T10:00:00.000Z',
        patient_record: { first_name: 'Ana', phone: '+14155550101' },
      },
    ]);

    later(1);
    const other = await submit(submission({ phone: '4155550102', first: 'Bea' }));
    expect(other.patientUuid).not.toBe(first.patientUuid);
    expect((await leads()).map((row) => row.visit_count)).toEqual([2, 1]);
    // The list: latest visit first, each with its count.
    later(1);
    await submit(submission({ first: 'Ana' }));
    const page = await listLeads(deps, signing);
    if (!page.ok) throw new Error(page.message);
    expect(
      page.value.leads.map((row) => [row.patient_uuid, row.visit_count, row.last_visit_at]),
    ).toEqual([
      [first.patientUuid, 3, '2026-03-06T10:00:00.000Z'],
      [other.patientUuid, 1, '2026-03-05T10:00:00.000Z'],
    ]);
  });

  it('issue 31: the same email with another phone is the same lead; when the phone and the email are two leads, the phone’s wins', async () => {
    const { submit, leads, visits } = await setUp();
    const ana = await submit(submission({ phone: '4155550111', email: 'Ana@Example.com' }));
    const newPhone = await submit(submission({ phone: '4155550112', email: 'ana@example.com' }));
    expect(newPhone.patientUuid).toBe(ana.patientUuid);
    // The phone a visit gave finds the lead too.
    const byVisitPhone = await submit(submission({ phone: '4155550112' }));
    expect(byVisitPhone.patientUuid).toBe(ana.patientUuid);

    const bea = await submit(submission({ phone: '4155550113', email: 'bea@example.com' }));
    expect(bea.patientUuid).not.toBe(ana.patientUuid);
    const mixed = await submit(submission({ phone: '4155550113', email: 'ana@example.com' }));
    expect(mixed.patientUuid).toBe(bea.patientUuid);
    expect((await leads()).map((row) => row.visit_count)).toEqual([3, 2]);
    expect(await visits()).toHaveLength(3);
  });

  it('issue 31: outside the window, or with the window 0 (off), the same phone is a new lead', async () => {
    const { clinicId, submit, leads, later } = await setUp();
    const first = await submit(submission());
    later(91);
    const outside = await submit(submission());
    expect(outside.patientUuid).not.toBe(first.patientUuid);
    // Counted from the latest visit: 89 days after the last one is still within 90.
    later(89);
    expect((await submit(submission())).patientUuid).toBe(outside.patientUuid);

    const off = parseSettingsPatch({ returning_patient_window_days: 0 }, REACH);
    if (!off.ok) throw new Error(JSON.stringify(off.fields));
    await updateClinic(testDb.db, clinicId, off.patch);
    later(1);
    const whileOff = await submit(submission());
    expect(whileOff.patientUuid).not.toBe(outside.patientUuid);
    expect((await leads()).map((row) => row.visit_count)).toEqual([1, 2, 1]);
  });

  it('issue 31: a retry of a returning patient’s submission answers the lead and adds no second visit', async () => {
    const { deps, clinicId, submit, leads, visits } = await setUp();
    const first = await submit(submission());
    const key = randomUUID();
    const session = randomUUID();
    const visit = await submit(submission({ procedure: 'BREAST_AUGMENTATION' }), session, key);
    const retry = await submit(submission({ procedure: 'BREAST_AUGMENTATION' }), session, key);
    expect(visit).toEqual({ patientUuid: first.patientUuid, created: true });
    expect(retry).toEqual({ patientUuid: first.patientUuid, created: false });
    // The same body again from the same session, without a key: a retry too.
    const body = submission({ first: 'Ana', procedure: 'BREAST_AUGMENTATION' });
    const plain = randomUUID();
    await submit(body, plain);
    expect(await submit(body, plain)).toEqual({ patientUuid: first.patientUuid, created: false });
    // Another body under the same key is refused, never a silent visit.
    const conflict = await submitLead(
      deps,
      { clinicId, sessionId: session },
      submission({ procedure: 'BBL' }),
      key,
    );
    expect(conflict.ok ? conflict.value : conflict.error).toBe('idempotency_conflict');
    expect((await leads()).map((row) => row.visit_count)).toEqual([3]);
    expect(await visits()).toHaveLength(2);
  });

  it('issue 31: concurrent submissions with the same phone are one lead with a visit each', async () => {
    const { submit, leads, visits } = await setUp();
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, i) => submit(submission({ first: `Ana${i}` }))),
    );
    expect(new Set(answers.map((answer) => answer.patientUuid)).size).toBe(1);
    expect(answers.every((answer) => answer.created)).toBe(true);
    expect((await leads()).map((row) => row.visit_count)).toEqual([6]);
    expect(await visits()).toHaveLength(5);
  });
});

describe('the returning-patient window setting', () => {
  it('issue 31: takes whole days from 0 (off) to 730, and refuses anything else naming the field', () => {
    for (const days of [0, 1, 90, 730, '30']) {
      const parsed = parseSettingsPatch({ returning_patient_window_days: days }, REACH);
      expect(parsed.ok, String(days)).toBe(true);
    }
    for (const days of [-1, 731, 1.5, '', 'ten', null]) {
      const parsed = parseSettingsPatch({ returning_patient_window_days: days }, REACH);
      expect(parsed.ok ? null : parsed.fields, String(days)).toEqual({
        returning_patient_window_days: expect.any(String),
      });
    }
  });
});
