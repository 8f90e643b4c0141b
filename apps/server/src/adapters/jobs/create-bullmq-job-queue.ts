import { EventEmitter } from 'node:events';
import {
  DelayedError,
  type Job,
  type JobState,
  Queue,
  QueueEvents,
  WaitingError,
  Worker,
} from 'bullmq';
import { Redis } from 'ioredis';
import { newId } from '../../lib/secrets.ts';
import {
  JOB_CRASHED_REASON,
  type JobOutcome,
  type JobQueue,
  type JobRecord,
} from '../../ports/job-queue.ts';
import { finishedWithinDrain } from './finished-within-drain.ts';
import { type JobRunOptions, leaseCheckMs, OVER_CAP_WAIT_MS } from './job-run-options.ts';
import { firstRetryMs, maxAttemptsOf } from './retry-policy.ts';
import { waitForJob } from './wait-for-job.ts';

export interface BullmqJobQueueOptions extends JobRunOptions {
  readonly redisUrl: string;
  /** Prefix of every key (REDIS_PREFIX): deployments and test runs sharing a Redis never meet. */
  readonly prefix: string;
  /**
   * True in `npm run worker`: this process runs the handlers' kinds. False in an API
   * process, which only enqueues and reads jobs (handlers then only name the kinds).
   */
  readonly consume: boolean;
}

/** What a BullMQ job carries; its name is the job's kind. */
interface JobData {
  readonly idempotencyKey: string;
  readonly clinicId: string | null;
  readonly input: unknown;
  readonly requestId?: string | null;
}

type BullJob = Job<JobData, JobOutcome, string>;

/** A job this process is running, with what stop() needs to hand it back. */
interface Running {
  readonly job: BullJob;
  readonly token: string;
  readonly abort: AbortController;
  handedBack: boolean;
}

/**
 * BullMQ's priority of a job being retried: BullMQ takes jobs without a priority (0, first
 * tries) before prioritized ones, so retries wait behind first tries.
 */
const RETRY_PRIORITY = 1;

/** Failed jobs read per queue when listing dead letters (they are few; BullMQ keeps no index by clinic). */
const DEAD_LETTER_SCAN = 1000;

const toRecord = (job: BullJob, state: JobState | 'unknown'): JobRecord => {
  const outcome = state === 'completed' ? job.returnvalue : null;
  const status =
    state === 'active'
      ? 'running'
      : state === 'failed' || (outcome !== null && !outcome.ok)
        ? 'failed'
        : state === 'completed'
          ? 'done'
          : 'queued';
  const ended = status === 'done' || status === 'failed';
  return {
    id: job.id ?? '',
    idempotencyKey: job.data.idempotencyKey,
    kind: job.name,
    clinicId: job.data.clinicId,
    input: job.data.input,
    requestId: job.data.requestId ?? null,
    status,
    // BullMQ counts an attempt when it ends; ours counts from its start, as the local queue does.
    attempts: job.attemptsMade + (state === 'active' ? 1 : 0),
    maxAttempts: job.opts.attempts ?? 1,
    result: outcome?.ok ? (outcome.result ?? null) : null,
    reason:
      state === 'failed' ? JOB_CRASHED_REASON : outcome && !outcome.ok ? outcome.reason : null,
    createdAt: new Date(job.timestamp).toISOString(),
    finishedAt: ended ? new Date(job.finishedOn ?? job.timestamp).toISOString() : null,
  };
};

/**
 * The JobQueue of the scale path: BullMQ on Redis, one BullMQ queue per job kind (so a
 * lane kind has its own concurrency). A job's record is its BullMQ job (data, state,
 * attempts, return value), readable from every process; finished jobs are kept until
 * `forget`, as the local queue keeps its rows, so Redis needs persistence (AOF).
 *
 * Idempotency: `jobs:keys` maps each idempotency key to its job id, claimed with HSETNX,
 * so concurrent identical requests get one job; `jobs:kinds` says which queue holds an id.
 * Crashes are retried by BullMQ with exponential backoff; a job whose runner died is
 * taken over once its lock (leaseMs) expires, by BullMQ's stalled-job check. A job whose
 * attempts ran out stays in BullMQ's failed set: the dead letters.
 */
export function createBullmqJobQueue(options: BullmqJobQueueOptions): JobQueue {
  const { handlers, prefix, leaseMs } = options;
  const lanes = options.lanes ?? {};
  const keysKey = `${prefix}jobs:keys`;
  const kindsKey = `${prefix}jobs:kinds`;
  const forgottenKey = `${prefix}jobs:forgotten`;
  const bullPrefix = `${prefix}bull`;
  // Calls from a request fail after one retry rather than hang while Redis is away.
  const redis = new Redis(options.redisUrl, {
    maxRetriesPerRequest: 1,
    // Connected on first use: a CLI command that never touches jobs never connects.
    lazyConnect: true,
    connectionName: `afterlook-jobs-${process.pid}`,
  });
  redis.on('error', (error: Error) => options.log?.warn({ err: error }, 'job queue redis error'));
  /** Workers and event listeners block on their own connections, which BullMQ opens and closes. */
  const blocking = () => ({ url: options.redisUrl });

  /** Kinds this process knows of; their BullMQ queues open on first use. */
  const kinds = new Set([...Object.keys(handlers), ...Object.keys(lanes)]);
  const queues = new Map<string, Queue<JobData, JobOutcome, string>>();
  const queueOf = (kind: string) => {
    kinds.add(kind);
    let queue = queues.get(kind);
    if (!queue) {
      queue = new Queue<JobData, JobOutcome, string>(kind, {
        connection: redis,
        prefix: bullPrefix,
      });
      queue.on('error', (error: Error) =>
        options.log?.warn({ err: error, kind }, 'job queue error'),
      );
      queues.set(kind, queue);
    }
    return queue;
  };
  const allQueues = () => [...kinds].map((kind) => [kind, queueOf(kind)] as const);

  const ended = new EventEmitter();
  ended.setMaxListeners(0);
  const events: QueueEvents[] = [];
  /** Wakes waiters when any process ends a job (created on the first wait). */
  const listen = () => {
    if (events.length > 0) return;
    for (const kind of kinds) {
      const listener = new QueueEvents(kind, { connection: blocking(), prefix: bullPrefix });
      listener.on('completed', ({ jobId }) => ended.emit(jobId));
      listener.on('failed', ({ jobId }) => ended.emit(jobId));
      listener.on('error', (error: Error) =>
        options.log?.warn({ err: error }, 'job events unreachable'),
      );
      events.push(listener);
    }
  };

  const findJob = async (id: string): Promise<BullJob | null> => {
    const kind = await redis.hget(kindsKey, id);
    return kind === null ? null : ((await queueOf(kind).getJob(id)) ?? null);
  };

  const get = async (id: string): Promise<JobRecord | null> => {
    const job = await findJob(id);
    if (!job) return null;
    const state = await job.getState();
    // Ended between the two reads: the job as first read lacks its return value, and a
    // finished transform would show no images. Read it again, now ended.
    const ended = (state === 'completed' || state === 'failed') && job.finishedOn === undefined;
    return toRecord(ended ? ((await findJob(id)) ?? job) : job, state);
  };

  const running = new Map<string, Running>();
  const workers: Worker<JobData, JobOutcome, string>[] = [];
  let forgottenCheck: NodeJS.Timeout | undefined;
  let started = false;

  /** Removes a job that was forgotten while it ran, once it has ended. */
  const removeIfForgotten = async (job: BullJob | undefined) => {
    if (!job?.id || (await redis.srem(forgottenKey, job.id)) === 0) return;
    await job
      .remove()
      .catch((error: unknown) =>
        options.log?.warn({ err: error, jobId: job.id }, 'removing a forgotten job failed'),
      );
  };

  /** True when this process already runs its clinic's cap of the job's kind. */
  const overClinicCap = (job: BullJob) => {
    const cap = options.perClinic?.[job.name];
    if (cap === undefined || job.data.clinicId === null) return false;
    const held = [...running.values()].filter(
      (entry) => entry.job.name === job.name && entry.job.data.clinicId === job.data.clinicId,
    );
    return held.length >= cap;
  };

  const runJob = async (job: BullJob, token?: string, signal?: AbortSignal) => {
    const handler = handlers[job.name];
    if (!handler || !job.id || !token) throw new Error(`No handler for job kind ${job.name}`);
    if (overClinicCap(job)) {
      // Back for a moment, the attempt not counted: the lane's slot goes to other clinics.
      await job.moveToDelayed(Date.now() + OVER_CAP_WAIT_MS, token);
      throw new DelayedError();
    }
    const abort = new AbortController();
    signal?.addEventListener('abort', () => abort.abort(signal.reason), { once: true });
    const entry: Running = { job, token, abort, handedBack: false };
    running.set(job.id, entry);
    let outcome: JobOutcome | undefined;
    try {
      outcome = await handler(toRecord(job, 'active'), abort.signal);
    } catch (error) {
      if (!entry.handedBack) {
        running.delete(job.id);
        options.log?.error(
          { jobId: job.id, attempt: job.attemptsMade + 1, err: error },
          'job crashed',
        );
        // Its retry waits behind first tries (kept in the job: promoted from delayed, it
        // joins the prioritized set, which workers take only when no first try waits).
        if (job.priority !== RETRY_PRIORITY) {
          await job
            .changePriority({ priority: RETRY_PRIORITY })
            .catch((e: unknown) =>
              options.log?.warn({ err: e, jobId: job.id }, 'marking a retry failed'),
            );
        }
        throw error;
      }
    }
    running.delete(job.id);
    // Handed back to the queue by stop(): BullMQ records nothing for this attempt.
    if (entry.handedBack || outcome === undefined) throw new WaitingError();
    return outcome;
  };

  const consume = () => {
    for (const kind of Object.keys(handlers)) {
      const worker = new Worker<JobData, JobOutcome, string>(kind, runJob, {
        connection: blocking(),
        prefix: bullPrefix,
        concurrency: lanes[kind] ?? options.concurrency,
        lockDuration: leaseMs,
        stalledInterval: leaseMs,
        // A job whose runner keeps dying fails like one whose handler keeps crashing.
        maxStalledCount: maxAttemptsOf(options) - 1,
      });
      worker.on('completed', (job) => void removeIfForgotten(job));
      worker.on('failed', (job) => void removeIfForgotten(job));
      worker.on('error', (error: Error) =>
        options.log?.warn({ err: error, kind }, 'job worker error'),
      );
      workers.push(worker);
    }
    // A job forgotten while it runs here is aborted (its records are being erased).
    forgottenCheck = setInterval(() => {
      const ids = [...running.keys()];
      if (ids.length === 0) return;
      redis
        .smismember(forgottenKey, ...ids)
        .then((flags) => {
          ids.forEach((id, i) => {
            if (flags[i]) running.get(id)?.abort.abort(new Error('job forgotten'));
          });
        })
        .catch((error: unknown) => options.log?.warn({ err: error }, 'forgotten job check failed'));
    }, leaseCheckMs(leaseMs));
    forgottenCheck.unref();
  };

  /** Gives a job we hold back to its queue without counting the attempt. */
  const handBack = async (entry: Running) => {
    entry.handedBack = true;
    await entry.job
      .moveToWait(entry.token)
      .catch((error: unknown) =>
        options.log?.warn({ err: error, jobId: entry.job.id }, 'handing a job back failed'),
      );
    entry.abort.abort(new Error('job queue stopped'));
  };

  return {
    async enqueue(request) {
      const queue = queueOf(request.kind);
      const claimed = await redis.hsetnx(keysKey, request.idempotencyKey, newId());
      const id = await redis.hget(keysKey, request.idempotencyKey);
      if (id === null) throw new Error('idempotency key vanished while enqueueing');
      await redis.hset(kindsKey, id, request.kind);
      const existing = claimed === 1 ? null : await queue.getJob(id);
      if (!existing) {
        // Adding an id BullMQ already holds is a no-op: a racing twin adds the same job.
        await queue.add(
          request.kind,
          {
            idempotencyKey: request.idempotencyKey,
            clinicId: request.clinicId,
            input: request.input,
            requestId: request.requestId ?? null,
          },
          {
            jobId: id,
            attempts: maxAttemptsOf(options, request),
            backoff: {
              type: 'exponential',
              delay: firstRetryMs(options, request.kind),
            },
            removeOnComplete: false,
            removeOnFail: false,
          },
        );
      } else if ((await existing.getState()) === 'failed') {
        // Every attempt crashed: asked for again, it is tried afresh (the cause may be
        // gone). A twin request racing here finds it already retried.
        await existing
          .retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true })
          .catch(() => undefined);
        // Tried afresh: a first try again, not a retry waiting behind them.
        await existing.changePriority({ priority: 0 }).catch(() => undefined);
      }
      const job = await get(id);
      if (!job) throw new Error(`job ${id} vanished while enqueueing`);
      return { job, created: claimed === 1 };
    },

    get,

    waitFor(id, timeoutMs, signal) {
      listen();
      return waitForJob(get, ended, id, timeoutMs, signal);
    },

    async forget(clinicId, ids) {
      for (const id of ids) {
        const job = await findJob(id);
        if (!job || job.data.clinicId !== clinicId) continue;
        if ((await redis.hget(keysKey, job.data.idempotencyKey)) === id) {
          await redis.hdel(keysKey, job.data.idempotencyKey);
        }
        await redis.hdel(kindsKey, id);
        running.get(id)?.abort.abort(new Error('job forgotten'));
        // A job running elsewhere is locked: its worker aborts and removes it.
        await job.remove().catch(() => redis.sadd(forgottenKey, id));
      }
    },

    async deadLetters(clinicId, limit) {
      const failed = await Promise.all(
        allQueues().map(([, queue]) => queue.getFailed(0, DEAD_LETTER_SCAN - 1)),
      );
      return failed
        .flat()
        .filter((job) => job.data.clinicId === clinicId)
        .sort((a, b) => (b.finishedOn ?? 0) - (a.finishedOn ?? 0))
        .slice(0, limit)
        .map((job) => toRecord(job, 'failed'));
    },

    async depth() {
      const counts = await Promise.all(
        allQueues().map(async ([kind, queue]) => {
          const waiting = await queue.getJobCounts('waiting', 'delayed', 'prioritized');
          return [kind, Object.values(waiting).reduce((sum, n) => sum + n, 0)] as const;
        }),
      );
      return Object.fromEntries(counts);
    },

    start() {
      if (started) return;
      started = true;
      if (options.consume) consume();
    },

    async stop() {
      clearInterval(forgottenCheck);
      // Take no new job, let running ones finish (and be recorded) for a moment...
      const drained = await finishedWithinDrain(
        Promise.all(workers.map((worker) => worker.pause())),
        options.drainMs,
      );
      // ...then hand the rest back at once, so another worker runs them now rather than
      // when their locks expire.
      if (!drained) for (const entry of running.values()) await handBack(entry);
      await Promise.all(workers.map((worker) => worker.close(!drained)));
      await Promise.all(events.map((listener) => listener.close()));
      await Promise.all([...queues.values()].map((queue) => queue.close()));
      if (redis.status === 'wait') redis.disconnect();
      else await redis.quit().catch(() => redis.disconnect());
    },
  };
}
