import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { transforms as transformsMigration } from '../../adapters/db/migrations/0005-transforms.ts';
import { transformLevels as levelsMigration } from '../../adapters/db/migrations/0034-transform-levels.ts';
import { createJobQueue } from '../../compose/create-job-queue.ts';
import { systemClock } from '../../lib/clock.ts';
import type { JobHandler, JobQueue } from '../../ports/job-queue.ts';
import { TEST_DIALECTS, type TestDb } from '../../testing/support/databases.ts';
import { NewClinic } from '../clinics/clinic-fields.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { findTransform, findTransformImageKeys } from './find-transform.ts';
import { recordTransform } from './record-transform.ts';
import {
  TRANSFORM_JOB_KIND,
  type TransformJobInput,
  transformIdempotencyKey,
} from './transform-job.ts';
import { findTransformOutcome, findTransformOutcomes } from './transform-outcome.ts';

const photo = { kind: 'image', imageId: 'img-1' } as const;
const inputFor = (procedure: TransformJobInput['procedure']): TransformJobInput => ({
  source: photo,
  procedure,
  view: 'TORSO_FRONT',
});
const keysFor = (jobId: string) =>
  [0, 1].map((i) => `clinics/c/transforms/${jobId}/after-${i}.png`);
const region = { left: 0.1, top: 0.2, right: 0.9, bottom: 0.8 };
const levels = [
  { level: 0.5, implant_size_in_cc: 300 },
  { level: 1, implant_size_in_cc: 450 },
];

// A real queue whose handler records the images like the transform handler does, and
// fails the photo for liposuction (as vision would for an unusable one).
describe.each(TEST_DIALECTS)('transform records on $name', (dialect) => {
  let testDb: TestDb;
  let queue: JobQueue;
  afterEach(async () => {
    await queue?.stop();
    await testDb.dispose();
  });

  const setUp = async () => {
    testDb = await dialect.open();
    const clinic = await createClinic(testDb.db, NewClinic.parse({ name: 'Clinic' }));
    if (!clinic.ok) throw new Error(clinic.message);
    const clinicId = clinic.value.id;
    const render: JobHandler = async (job) => {
      const input = job.input as TransformJobInput;
      if (input.procedure === 'ABDOMEN_LIPOSUCTION') return { ok: false, reason: 'no_person' };
      await recordTransform(testDb.db, {
        jobId: job.id,
        clinicId,
        input,
        at: new Date(),
        imageKeys: keysFor(job.id),
      });
      // As the queue's record kept them before the transforms table owned the levels.
      return { ok: true, result: { region, images: levels } };
    };
    queue = await createJobQueue(
      { jobLeaseMs: 5000 },
      {
        db: testDb.db,
        clock: systemClock,
        handlers: { [TRANSFORM_JOB_KIND]: render },
        concurrency: 1,
        pollMs: 20,
      },
    );
    const enqueue = async (input: TransformJobInput) => {
      const { job } = await queue.enqueue({
        idempotencyKey: transformIdempotencyKey(input),
        kind: TRANSFORM_JOB_KIND,
        clinicId,
        input,
      });
      await recordTransform(testDb.db, { jobId: job.id, clinicId, input, at: new Date() });
      return job.id;
    };
    return { clinicId, enqueue };
  };

  it('records a transform queued twice once, and queueing again never clears its images', async () => {
    const { clinicId, enqueue } = await setUp();
    queue.start();
    const jobId = await enqueue(inputFor('BBL'));
    await queue.waitFor(jobId, 5000);
    expect(await enqueue(inputFor('BBL'))).toBe(jobId);
    expect(await testDb.db.selectFrom('transforms').select('job_id').execute()).toEqual([
      { job_id: jobId },
    ]);
    expect(await findTransformImageKeys({ db: testDb.db }, jobId)).toEqual(keysFor(jobId));
    expect(await findTransform({ db: testDb.db, jobs: queue }, clinicId, photo, 'BBL')).toEqual({
      jobId,
      afterImageKeys: keysFor(jobId),
    });
  });

  it("finds the lead's procedure first, then the newest done, then a running one, never a failed one", async () => {
    const { clinicId, enqueue } = await setUp();
    const deps = { db: testDb.db, jobs: queue };
    queue.start();
    const failed = await enqueue(inputFor('ABDOMEN_LIPOSUCTION'));
    const done = await enqueue(inputFor('BBL'));
    await queue.waitFor(failed, 5000);
    await queue.waitFor(done, 5000);
    await queue.stop();
    const running = await enqueue(inputFor('TUMMY_TUCK'));

    expect((await findTransform(deps, clinicId, photo, 'TUMMY_TUCK'))?.jobId).toBe(running);
    expect((await findTransform(deps, clinicId, photo, 'BBL'))?.jobId).toBe(done);
    // The failed liposuction is passed over for the done one.
    expect((await findTransform(deps, clinicId, photo, 'ABDOMEN_LIPOSUCTION'))?.jobId).toBe(done);
    expect((await findTransform(deps, clinicId, photo, null))?.jobId).toBe(done);
    // Another clinic, or the shared sample renders, never see this clinic's transforms.
    expect(await findTransform(deps, null, photo, 'BBL')).toBeNull();
    expect(await findTransform(deps, 'another-clinic', photo, 'BBL')).toBeNull();
  });

  it('the migration copies the transforms already in the job queue, with their images', async () => {
    const { clinicId, enqueue } = await setUp();
    queue.start();
    const done = await enqueue(inputFor('BBL'));
    await queue.waitFor(done, 5000);
    await queue.stop();
    const running = await enqueue(inputFor('TUMMY_TUCK'));
    const db = testDb.db as unknown as Kysely<unknown>;
    await transformsMigration.down?.(db);
    await transformsMigration.up(db);
    const rows = await testDb.db
      .selectFrom('transforms')
      .select(['job_id', 'clinic_id', 'source_kind', 'source_id', 'procedure', 'image_keys'])
      .orderBy('procedure')
      .execute();
    expect(rows).toEqual([
      {
        job_id: done,
        clinic_id: clinicId,
        source_kind: 'image',
        source_id: 'img-1',
        procedure: 'BBL',
        image_keys: JSON.stringify(
          [0, 1].map((i) => `clinics/${clinicId}/transforms/${done}/after-${i}.png`),
        ),
      },
      {
        job_id: running,
        clinic_id: clinicId,
        source_kind: 'image',
        source_id: 'img-1',
        procedure: 'TUMMY_TUCK',
        image_keys: null,
      },
    ]);
  });

  it('keeps the levels, implant sizes and region with the images of a done transform', async () => {
    const { clinicId } = await setUp();
    const input = inputFor('BBL');
    const keys = keysFor('job-1');
    await recordTransform(testDb.db, { jobId: 'job-1', clinicId, input, at: new Date() });
    expect(await findTransformOutcome({ db: testDb.db }, 'job-1')).toEqual({
      imageKeys: [],
      levels: [],
      region: null,
    });
    await recordTransform(testDb.db, {
      jobId: 'job-1',
      clinicId,
      input,
      at: new Date(),
      imageKeys: keys,
      levels,
      region,
    });
    const outcomes = await findTransformOutcomes({ db: testDb.db }, ['job-1', 'job-unknown']);
    expect([...outcomes]).toEqual([['job-1', { imageKeys: keys, levels, region }]]);
  });

  it('the levels migration copies the levels and region of the done transforms in the job queue', async () => {
    const { enqueue } = await setUp();
    queue.start();
    const done = await enqueue(inputFor('BBL'));
    await queue.waitFor(done, 5000);
    await queue.stop();
    const running = await enqueue(inputFor('TUMMY_TUCK'));
    const db = testDb.db as unknown as Kysely<unknown>;
    await levelsMigration.down?.(db);
    await levelsMigration.up(db);
    const outcomes = await findTransformOutcomes({ db: testDb.db }, [done, running]);
    expect(outcomes.get(done)).toEqual({ imageKeys: keysFor(done), levels, region });
    expect(outcomes.get(running)).toEqual({ imageKeys: [], levels: [], region: null });
  });
});
