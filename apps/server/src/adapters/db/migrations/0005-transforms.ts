import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

interface JobRow {
  id: string;
  kind: string;
  clinic_id: string | null;
  input: string;
  status: string;
  result: string | null;
  created_at: string;
  finished_at: string | null;
}

// Each transform gets its own record (source, procedure, view, job, after images), so
// leads and the clinic's side ask transforms/ instead of reading the job queue's table.
// Existing transform jobs are copied in once; key formats are spelled here as they were
// on the day of this migration, which must not follow later code.
export const transforms: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('transforms')
      .addColumn('job_id', 'text', (c) => c.primaryKey())
      .addColumn('clinic_id', 'text', (c) => c.references('clinics.id').onDelete('cascade'))
      .addColumn('source_kind', 'text', (c) => c.notNull())
      .addColumn('source_id', 'text', (c) => c.notNull())
      .addColumn('procedure', 'text', (c) => c.notNull())
      .addColumn('view_type', 'text', (c) => c.notNull())
      .addColumn('image_keys', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('finished_at', 'text')
      .execute();
    await db.schema
      .createIndex('transforms_source_idx')
      .on('transforms')
      .columns(['source_kind', 'source_id'])
      .execute();

    const typed = db as unknown as Kysely<{ jobs: JobRow; transforms: Record<string, unknown> }>;
    const jobs = await typed
      .selectFrom('jobs')
      .select(['id', 'clinic_id', 'input', 'status', 'result', 'created_at', 'finished_at'])
      .where('kind', '=', 'transform')
      .execute();
    for (const job of jobs) {
      const input = JSON.parse(job.input) as {
        source: { kind: 'image'; imageId: string } | { kind: 'sample'; modelId: string };
        procedure: string;
        view: string;
      };
      const images = job.status === 'done' && job.result ? JSON.parse(job.result).images : null;
      const prefix =
        job.clinic_id === null
          ? `shared/transforms/${job.id}`
          : `clinics/${job.clinic_id}/transforms/${job.id}`;
      await typed
        .insertInto('transforms')
        .values({
          job_id: job.id,
          clinic_id: job.clinic_id,
          source_kind: input.source.kind,
          source_id: input.source.kind === 'image' ? input.source.imageId : input.source.modelId,
          procedure: input.procedure,
          view_type: input.view,
          image_keys: Array.isArray(images)
            ? JSON.stringify(images.map((_: unknown, i: number) => `${prefix}/after-${i}.png`))
            : null,
          created_at: job.created_at,
          finished_at: job.finished_at,
        })
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('transforms').execute();
  },
};
