import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
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
import { incrementDailyCounter } from '../analytics/increment-daily-counter.ts';
import { incrementDetailedCounter } from '../analytics/increment-detailed-counter.ts';
import { incrementReferralCounter } from '../analytics/increment-referral-counter.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { createImageSlots } from '../images/create-image-slots.ts';
import { submitLead } from './submit-lead.ts';

const submission = {
  form_user_id: 'browser-1',
  form_name: 'ONBOARDING_TIER1' as const,
  is_debug: false,
  form_data: { name: 'Ana Lopez', phone: '4155550132' },
  patient_record: {
    first_name: 'Ana',
    last_name: 'Lopez',
    phone: '4155550132',
    location: 'Unknown',
    upload_type: 'upload' as const,
  },
};

// Repository level, on both databases: the unique index and INSERT ... ON CONFLICT
// decide, not the single connection of the SQLite test server.
describe.each(TEST_DIALECTS)('leads and counters under concurrency on $name', (dialect) => {
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
    const signer = createUrlSigner(Buffer.alloc(32, 7), systemClock);
    const deps = {
      db: testDb.db,
      clock: systemClock,
      blobs: createFsBlobStore(join(dir.path, 'blobs'), signer),
      cipher: createFieldCipher(loadKeyring(dir.path, { keys: undefined, indexKey: undefined })),
      samples: loadSampleModels(join(dir.path, 'no-models'), decodeGrayMask),
      // The fs store ingests uploads as they arrive: lead submission never reaches a worker.
      pool: { ingest: () => Promise.reject(new Error('no image work in this test')) },
      mailer: null,
      jobs: await createJobQueue(
        { jobLeaseMs: 15_000 },
        { db: testDb.db, clock: systemClock, handlers: {}, concurrency: 1 },
      ),
    };
    return { deps, clinicId: created.value.id };
  };

  it('10 concurrent submissions with one Idempotency-Key store exactly one lead', async () => {
    const { deps, clinicId } = await setUp();
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        submitLead(deps, { clinicId, sessionId: `s${i}` }, submission, key),
      ),
    );
    const uuids = results.map((r) => (r.ok ? r.value.patientUuid : r.error));
    expect(new Set(uuids).size).toBe(1);
    expect(results.filter((r) => r.ok && r.value.created)).toHaveLength(1);
    expect(await testDb.db.selectFrom('leads').select('patient_uuid').execute()).toEqual([
      { patient_uuid: uuids[0] },
    ]);
  });

  it('10 concurrent submissions of one batch and phone, without a key, store one lead', async () => {
    const { deps, clinicId } = await setUp();
    const { batchId } = await createImageSlots(testDb.db, systemClock, clinicId, 'form', [
      { view_type: 'BODY_BACK', procedure_types: ['BBL'] },
    ]);
    const body = { ...submission, batch_id: batchId ?? '' };
    const results = await Promise.all(
      Array.from({ length: 10 }, () =>
        submitLead(deps, { clinicId, sessionId: 's' }, body, undefined),
      ),
    );
    expect(new Set(results.map((r) => (r.ok ? r.value.patientUuid : r.error))).size).toBe(1);
    expect(await testDb.db.selectFrom('leads').selectAll().execute()).toHaveLength(1);
  });

  it('25 concurrent increments of each counter count 25', async () => {
    const { clinicId } = await setUp();
    const db = testDb.db;
    await Promise.all(
      Array.from({ length: 25 }, () => [
        incrementDailyCounter(db, systemClock, clinicId, {
          form_name: 'ONBOARDING_TIER1',
          daily_analytics_count_type: 'SITE_VISITS',
        }),
        incrementDetailedCounter(db, systemClock, clinicId, {
          form_name: 'ONBOARDING_TIER1',
          cta_copy: null,
          form_version: 'v2',
          device_type: 'mobile',
          daily_analytics_count_type: 'FORM_VISITS',
        }),
        incrementReferralCounter(db, systemClock, clinicId, {
          form_name: 'ONBOARDING_TIER1',
          referrer: 'https://google.com/',
        }),
      ]).flat(),
    );
    const counts = await Promise.all(
      (['daily_analytics', 'daily_detailed_analytics', 'referral_daily_analytics'] as const).map(
        (table) => db.selectFrom(table).select('count').execute(),
      ),
    );
    for (const rows of counts) expect(rows.map((row) => Number(row.count))).toEqual([25]);
  });
});
