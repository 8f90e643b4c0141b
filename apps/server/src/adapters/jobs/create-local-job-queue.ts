import { EventEmitter } from 'node:events';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/secrets.ts';
import type { Db, JobsTable } from '../../ports/db-schema.ts';
import {
  JOB_CRASHED_REASON,
  type JobOutcome,
  type JobQueue,
  type JobRecord,
} from '../../ports/job-queue.ts';
import { finishedWithinDrain } from './finished-within-drain.ts';
import { type JobRunOptions, leaseCheckMs } from './job-run-options.ts';
import { newLeaseOwner, ownerIsGone } from './lease-owner.ts';
import { firstRetryMs, maxAttemptsOf } from './retry-policy.ts';
import { waitForJob } from './wait-for-job.ts';

export interface LocalJobQueueOptions extends JobRunOptions {
  readonly db: Db;
  readonly clock: Clock;
  /** How often the database is checked for work from elsewhere and expired leases. */
  readonly pollMs?: number;
}

type Row = Pick<
  JobsTable,
  | 'id'
  | 'idempotency_key'
  | 'kind'
  | 'clinic_id'
  | 'input'
  | 'request_id'
  | 'status'
  | 'max_attempts'
  | 'result'
  | 'reason'
  | 'created_at'
  | 'finished_at'
> & { attempts: number };

const COLUMNS = [
  'id',
  'idempotency_key',
  'kind',
  'clinic_id',
  'input',
  'request_id',
  'status',
  'attempts',
  'max_attempts',
  'result',
  'reason',
  'created_at',
  'finished_at',
] as const;

const toRecord = (row: Row): JobRecord => ({
  id: row.id,
  idempotencyKey: row.idempotency_key,
  kind: row.kind,
  clinicId: row.clinic_id,
  input: JSON.parse(row.input) as unknown,
  requestId: row.request_id,
  status: row.status,
  attempts: Number(row.attempts),
  maxAttempts: Number(row.max_attempts),
  result: row.result === null ? null : (JSON.parse(row.result) as unknown),
  reason: row.reason,
  createdAt: row.created_at,
  finishedAt: row.finished_at,
});

const CLAIM_BATCH = 8;

/**
 * The default JobQueue: jobs are rows of the `jobs` table (SQLite or PostgreSQL), so
 * they survive a crash or restart. A runner claims a job with a conditional UPDATE
 * (queued, or running with an expired lease) that only one runner can win, keeps
 * its lease alive while the handler runs, and records the outcome only while it
 * still holds the lease. Crashes are retried with backoff up to max_attempts.
 */
export function createLocalJobQueue(options: LocalJobQueueOptions): JobQueue {
  const { db, clock, handlers, concurrency, leaseMs } = options;
  const pollMs = options.pollMs ?? 500;
  const owner = newLeaseOwner();
  const ended = new EventEmitter();
  ended.setMaxListeners(0);
  const running = new Map<
    string,
    { kind: string; clinicId: string | null; promise: Promise<void>; abort: AbortController }
  >();
  const lanes = options.lanes ?? {};
  /** The kinds a free slot can take now: a lane with room, or any other kind while the shared slots have room. */
  const claimableKinds = (): string[] => {
    const busy = (kind: string | null) =>
      [...running.values()].filter((job) =>
        kind === null ? !Object.hasOwn(lanes, job.kind) : job.kind === kind,
      ).length;
    const sharedFree = busy(null) < concurrency;
    return Object.keys(handlers).filter((kind) =>
      Object.hasOwn(lanes, kind) ? busy(kind) < (lanes[kind] ?? 0) : sharedFree,
    );
  };
  const perClinic = options.perClinic ?? {};
  /** Per capped kind, the clinics at their cap here: their next jobs of it wait. */
  const clinicsAtCap = (): [string, string[]][] =>
    Object.entries(perClinic).flatMap(([kind, cap]) => {
      const held = new Map<string, number>();
      for (const job of running.values()) {
        if (job.kind === kind && job.clinicId !== null) {
          held.set(job.clinicId, (held.get(job.clinicId) ?? 0) + 1);
        }
      }
      const full = [...held].filter(([, count]) => count >= cap).map(([clinic]) => clinic);
      return full.length > 0 ? [[kind, full] as [string, string[]]] : [];
    });
  let timer: NodeJS.Timeout | undefined;
  let started = false;
  let stopping = false;
  let ticking = false;
  let tickAgain = false;

  const now = () => clock().toISOString();
  const later = (ms: number) => new Date(clock().getTime() + ms).toISOString();

  const get = async (id: string): Promise<JobRecord | null> => {
    const row = await db.selectFrom('jobs').select(COLUMNS).where('id', '=', id).executeTakeFirst();
    return row ? toRecord(row) : null;
  };

  /** Ends the leases of running jobs whose owner process has exited. */
  const expireOrphanedLeases = async (): Promise<void> => {
    const held = await db
      .selectFrom('jobs')
      .select(['id', 'lease_owner', 'lease_until'])
      .where('status', '=', 'running')
      .execute();
    for (const job of held.filter((row) => ownerIsGone(row.lease_owner))) {
      await updateJob(job.id)
        .set({ lease_until: now(), updated_at: now() })
        .where('status', '=', 'running')
        .where('lease_owner', '=', job.lease_owner)
        .execute();
    }
  };

  /** Takes one claimable job, or gives up a dead one whose attempts are spent. */
  const claim = async (kinds: readonly string[]): Promise<JobRecord | null> => {
    const at = now();
    let query = db
      .selectFrom('jobs')
      .select(['id', 'status', 'attempts', 'max_attempts', 'lease_until'])
      .where('kind', 'in', kinds);
    for (const [kind, clinics] of clinicsAtCap()) {
      query = query.where((eb) =>
        eb.not(
          eb.and([
            eb('kind', '=', kind),
            eb('clinic_id', 'is not', null),
            eb('clinic_id', 'in', clinics),
          ]),
        ),
      );
    }
    const candidates = await query
      .where((eb) =>
        eb.or([
          eb.and([eb('status', '=', 'queued'), eb('run_after', '<=', at)]),
          eb.and([eb('status', '=', 'running'), eb('lease_until', '<', at)]),
        ]),
      )
      // First tries before retries (the port's rule), each oldest first.
      .orderBy((eb) => eb.case().when('attempts', '=', 0).then(0).else(1).end())
      .orderBy('created_at')
      .limit(CLAIM_BATCH)
      .execute();
    for (const candidate of candidates) {
      const sameState = (qb: ReturnType<typeof updateJob>) =>
        candidate.status === 'queued'
          ? qb.where('status', '=', 'queued')
          : qb.where('status', '=', 'running').where('lease_until', '=', candidate.lease_until);
      if (Number(candidate.attempts) >= Number(candidate.max_attempts)) {
        // Its last runner died mid-attempt and no attempt is left.
        const gaveUp = await sameState(updateJob(candidate.id))
          .set({
            status: 'failed',
            reason: JOB_CRASHED_REASON,
            last_error: 'lease expired on the last attempt',
            lease_owner: null,
            lease_until: null,
            finished_at: at,
            updated_at: at,
          })
          .executeTakeFirst();
        if (Number(gaveUp.numUpdatedRows) === 1) ended.emit(candidate.id);
        continue;
      }
      const won = await sameState(updateJob(candidate.id))
        .set((eb) => ({
          status: 'running',
          attempts: eb('attempts', '+', 1),
          lease_owner: owner,
          lease_until: later(leaseMs),
          updated_at: at,
        }))
        .executeTakeFirst();
      if (Number(won.numUpdatedRows) === 1) return get(candidate.id);
    }
    return null;
  };

  const updateJob = (id: string) => db.updateTable('jobs').where('id', '=', id);
  const ours = (id: string) =>
    updateJob(id).where('lease_owner', '=', owner).where('status', '=', 'running');

  const finish = async (job: JobRecord, outcome: JobOutcome) => {
    const at = now();
    const done = await ours(job.id)
      .set(
        outcome.ok
          ? { status: 'done', result: JSON.stringify(outcome.result ?? null), reason: null }
          : { status: 'failed', reason: outcome.reason },
      )
      .set({ lease_owner: null, lease_until: null, finished_at: at, updated_at: at })
      .executeTakeFirst();
    if (Number(done.numUpdatedRows) === 0) {
      options.log?.warn({ jobId: job.id }, 'job finished after losing its lease; outcome dropped');
    }
  };

  const crashed = async (job: JobRecord, error: unknown) => {
    const at = now();
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    options.log?.error({ jobId: job.id, attempt: job.attempts, err: error }, 'job crashed');
    const last = job.attempts >= job.maxAttempts;
    await ours(job.id)
      .set(
        last
          ? { status: 'failed', reason: JOB_CRASHED_REASON, finished_at: at }
          : {
              status: 'queued',
              run_after: later(firstRetryMs(options, job.kind) * 2 ** (job.attempts - 1)),
            },
      )
      .set({
        lease_owner: null,
        lease_until: null,
        last_error: message.slice(0, 4000),
        updated_at: at,
      })
      .executeTakeFirst();
  };

  /** Gives a job we hold back to the queue; the attempt did not fail, so it is not counted. */
  const handBack = async (id: string) => {
    const at = now();
    await ours(id)
      .set((eb) => ({
        status: 'queued',
        attempts: eb('attempts', '-', 1),
        lease_owner: null,
        lease_until: null,
        run_after: at,
        updated_at: at,
      }))
      .execute();
  };

  const run = async (job: JobRecord, abort: AbortController) => {
    const heartbeat = setInterval(() => {
      ours(job.id)
        .set({ lease_until: later(leaseMs), updated_at: now() })
        .executeTakeFirst()
        .then((renewed) => {
          if (Number(renewed.numUpdatedRows) === 0) abort.abort(new Error('lease lost'));
        })
        .catch((error: unknown) => options.log?.warn({ err: error }, 'lease renewal failed'));
    }, leaseCheckMs(leaseMs));
    try {
      const handler = handlers[job.kind];
      if (!handler) throw new Error(`No handler for job kind ${job.kind}`);
      const outcome = await handler(job, abort.signal);
      clearInterval(heartbeat);
      await finish(job, outcome);
    } catch (error) {
      clearInterval(heartbeat);
      // An aborted job is no longer ours (its lease was lost or the queue stopped).
      if (abort.signal.aborted) return;
      await crashed(job, error).catch((e: unknown) =>
        options.log?.error({ err: e }, 'recording a crash failed'),
      );
    } finally {
      ended.emit(job.id);
    }
  };

  const tick = async () => {
    if (!started || stopping) return;
    if (ticking) {
      tickAgain = true;
      return;
    }
    ticking = true;
    try {
      do {
        tickAgain = false;
        for (
          let kinds = claimableKinds();
          kinds.length > 0 && !stopping;
          kinds = claimableKinds()
        ) {
          const job = await claim(kinds);
          if (!job) break;
          if (stopping) {
            await handBack(job.id);
            break;
          }
          const abort = new AbortController();
          const promise = run(job, abort).finally(() => {
            running.delete(job.id);
            void tick();
          });
          running.set(job.id, { kind: job.kind, clinicId: job.clinicId, promise, abort });
        }
      } while (tickAgain && claimableKinds().length > 0 && !stopping);
    } catch (error) {
      options.log?.error({ err: error }, 'job queue tick failed');
    } finally {
      ticking = false;
    }
  };

  return {
    async depth() {
      const rows = await db
        .selectFrom('jobs')
        .select(['kind', db.fn.countAll<number>().as('waiting')])
        .where('status', '=', 'queued')
        .groupBy('kind')
        .execute();
      return Object.fromEntries(rows.map((row) => [row.kind, Number(row.waiting)]));
    },

    async enqueue(job) {
      const at = now();
      const inserted = await db
        .insertInto('jobs')
        .values({
          id: newId(),
          idempotency_key: job.idempotencyKey,
          kind: job.kind,
          clinic_id: job.clinicId,
          input: JSON.stringify(job.input),
          request_id: job.requestId ?? null,
          status: 'queued',
          attempts: 0,
          max_attempts: maxAttemptsOf(options, job),
          run_after: at,
          created_at: at,
          updated_at: at,
        })
        .onConflict((oc) => oc.column('idempotency_key').doNothing())
        .executeTakeFirst();
      const created = Number(inserted.numInsertedOrUpdatedRows ?? 0n) > 0;
      if (!created) {
        // A job whose every attempt crashed is tried afresh when asked for again (the
        // cause may be gone); one that failed for a reason keeps its answer.
        const retried = await db
          .updateTable('jobs')
          .where('idempotency_key', '=', job.idempotencyKey)
          .where('status', '=', 'failed')
          .where('reason', '=', JOB_CRASHED_REASON)
          .set({
            status: 'queued',
            attempts: 0,
            reason: null,
            run_after: at,
            finished_at: null,
            updated_at: at,
          })
          .executeTakeFirst();
        if (Number(retried.numUpdatedRows) > 0) void tick();
      } else {
        void tick();
      }
      const row = await db
        .selectFrom('jobs')
        .select(COLUMNS)
        .where('idempotency_key', '=', job.idempotencyKey)
        .executeTakeFirstOrThrow();
      return { job: toRecord(row), created };
    },

    get,

    async forget(clinicId, ids) {
      if (ids.length === 0) return;
      for (const id of ids) running.get(id)?.abort.abort();
      await db
        .deleteFrom('jobs')
        .where('clinic_id', '=', clinicId)
        .where('id', 'in', ids)
        .execute();
    },

    waitFor: (id, timeoutMs, signal) => waitForJob(get, ended, id, timeoutMs, signal),

    async deadLetters(clinicId, limit) {
      const rows = await db
        .selectFrom('jobs')
        .select(COLUMNS)
        .where('clinic_id', '=', clinicId)
        .where('status', '=', 'failed')
        .where('reason', '=', JOB_CRASHED_REASON)
        .orderBy('finished_at', 'desc')
        .limit(limit)
        .execute();
      return rows.map(toRecord);
    },

    start() {
      if (started) return;
      started = true;
      timer = setInterval(() => void tick(), pollMs);
      timer.unref();
      // Jobs a crashed process of this host was running resume now, not when the
      // lease runs out (the patient is polling for them).
      expireOrphanedLeases()
        .catch((error: unknown) => options.log?.warn({ err: error }, 'orphaned job check failed'))
        .finally(() => void tick());
    },

    async stop() {
      stopping = true;
      clearInterval(timer);
      // A claim in flight either starts its job before this or hands it back.
      while (ticking) await new Promise((resolve) => setTimeout(resolve, 5));
      const drained = await finishedWithinDrain(
        Promise.allSettled([...running.values()].map((r) => r.promise)),
        options.drainMs,
      );
      if (!drained) {
        // Hand unfinished jobs back at once instead of waiting for their leases to expire,
        // then abort their work: it is no longer ours to record, and a worker thread still
        // busy with it would hold up closing the pool.
        for (const id of running.keys()) await handBack(id);
        for (const { abort } of running.values()) abort.abort(new Error('job queue stopped'));
      }
    },
  };
}
