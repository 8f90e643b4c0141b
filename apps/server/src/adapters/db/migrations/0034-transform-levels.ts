import type { Kysely } from 'kysely';
import type { Migration } from 'kysely/migration';

interface JobRow {
  id: string;
  kind: string;
  status: string;
  result: string | null;
}

interface TransformRow {
  job_id: string;
  after_levels: string | null;
  region: string | null;
}

const inUnit = (value: unknown): value is number =>
  typeof value === 'number' && value >= 0 && value <= 1;

// Issue "a house for the next engineer": the transforms table owns its after images'
// levels and implant sizes and the region the series changes, so leads, the dashboard and
// the metadata document stop reading them from the job queue. Done transform jobs of the
// local queue's table are copied in once (a BullMQ deployment's results live in Redis, out
// of a migration's reach: those rows keep their keys and read as levels unknown). The
// result's shape is spelled here as it was on the day of this migration.
export const transformLevels: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('transforms').addColumn('after_levels', 'text').execute();
    await db.schema.alterTable('transforms').addColumn('region', 'text').execute();

    const typed = db as unknown as Kysely<{ jobs: JobRow; transforms: TransformRow }>;
    const jobs = await typed
      .selectFrom('jobs')
      .innerJoin('transforms', 'transforms.job_id', 'jobs.id')
      .select(['jobs.id', 'jobs.result'])
      .where('jobs.kind', '=', 'transform')
      .where('jobs.status', '=', 'done')
      .where('jobs.result', 'is not', null)
      .execute();
    for (const job of jobs) {
      const stored = JSON.parse(job.result ?? 'null') as { images?: unknown; region?: unknown };
      if (!Array.isArray(stored?.images)) continue;
      const levels = stored.images.map(
        (entry: { level?: unknown; implant_size_in_cc?: unknown }) => ({
          level: typeof entry.level === 'number' ? entry.level : 1,
          implant_size_in_cc:
            typeof entry.implant_size_in_cc === 'number' ? entry.implant_size_in_cc : null,
        }),
      );
      const { left, top, right, bottom } = (stored.region ?? {}) as Record<string, unknown>;
      const region =
        inUnit(left) &&
        inUnit(top) &&
        inUnit(right) &&
        inUnit(bottom) &&
        left < right &&
        top < bottom
          ? JSON.stringify({ left, top, right, bottom })
          : null;
      await typed
        .updateTable('transforms')
        .set({ after_levels: JSON.stringify(levels), region })
        .where('job_id', '=', job.id)
        .execute();
    }
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('transforms').dropColumn('region').execute();
    await db.schema.alterTable('transforms').dropColumn('after_levels').execute();
  },
};
