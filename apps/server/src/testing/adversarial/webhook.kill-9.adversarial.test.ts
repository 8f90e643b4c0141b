import { randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from '../../adapters/db/create-db.ts';
import { updateClinic } from '../../features/clinics/update-clinic.ts';
import type { TestFaultPoint } from '../../features/outbox/test-fault-point.ts';
import type { Db } from '../../ports/db-schema.ts';
import { TEST_DATABASE_URL } from '../support/databases.ts';
import { patientNamed } from '../support/lead-fixtures.ts';
import { type SpawnedServer, spawnServer } from '../support/spawn-server.ts';
import { type SpawnedWorker, spawnWorker } from '../support/spawn-worker.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import { deleteRedisKeys, TEST_REDIS_URL, testRedisPrefix } from '../support/test-redis.ts';
import { recordAdversarialRow } from './adversarial-table.ts';

// Finding 14: a lead's lead.created webhook survives a crash at the worst moments. The
// real server is killed (SIGKILL, no shutdown hook) by its test fault-injection point
// (AFTERLOOK_TEST_FAULT) right after the lead's transaction commits, before its delivery
// reaches the queue; and right after the queue took the delivery, before its outbox row
// is deleted. Restarted without the fault, it delivers lead.created for that lead to a
// real receiver on loopback exactly once, and the client's retry finds the lead stored.
// Embedded (SQLite, local queue, one process) and scale (PostgreSQL, BullMQ, an API
// process and `npm run worker`).

/** Long enough for a duplicate to show: past the relay's poll (1 s) and the local queue's (0.5 s). */
const QUIET_MS = 3000;

interface Received {
  readonly event: string;
  readonly deliveryId: string;
  readonly patientUuid: string | null;
}

/** A clinic's CRM on loopback: records every delivery, answers 200. */
async function startReceiver() {
  const received: Received[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const parsed = JSON.parse(body) as {
        id: string;
        event: string;
        data: { lead?: { patient_uuid: string } };
      };
      received.push({
        event: parsed.event,
        deliveryId: parsed.id,
        patientUuid: parsed.data.lead?.patient_uuid ?? null,
      });
      response.writeHead(200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/afterlook`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

interface Setup {
  readonly name: string;
  /** Env of every process, and the database as the test reads it. */
  open(dataDir: string): Promise<{
    readonly env: Record<string, string>;
    readonly db: () => Db;
    readonly bullmq: boolean;
    dispose(): Promise<void>;
  }>;
}

const SETUPS: readonly Setup[] = [
  {
    name: 'embedded: SQLite and the local queue',
    async open(dataDir) {
      return {
        env: {},
        db: () => createDb({ dataDir }),
        bullmq: false,
        async dispose() {},
      };
    },
  },
  {
    name: 'scale: PostgreSQL and BullMQ, with a worker process',
    async open() {
      const schema = `afterlook_kill_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await admin.connect();
      await admin.query(`CREATE SCHEMA ${schema}`);
      await admin.end();
      const prefix = testRedisPrefix();
      return {
        env: {
          DATABASE_URL: `${TEST_DATABASE_URL}?options=${encodeURIComponent(`-c search_path=${schema}`)}`,
          JOB_QUEUE: 'bullmq',
          REDIS_URL: TEST_REDIS_URL,
          REDIS_PREFIX: prefix,
        },
        db: () => createDb({ databaseUrl: TEST_DATABASE_URL, dataDir: '', pgSchema: schema }),
        bullmq: true,
        async dispose() {
          await deleteRedisKeys(prefix);
          const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
          await cleanup.connect();
          await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
          await cleanup.end();
        },
      };
    },
  },
];

describe.each(SETUPS)(
  'kill -9 between a lead and its webhook ($name)',
  { timeout: 180_000 },
  (setup) => {
    const dir = makeTempDir();
    let opened: Awaited<ReturnType<Setup['open']>>;
    let db: Db | undefined;
    let receiver: Awaited<ReturnType<typeof startReceiver>>;
    let server: SpawnedServer | undefined;
    let worker: SpawnedWorker | undefined;
    const tally = { kills: 0, deliveredOnce: 0, missing: 0 };
    const env = () => ({
      DATA_DIR: `${dir.path}/data`,
      WIDGET_DIST: `${dir.path}/none`,
      WORKER_THREADS: '1',
      NODE_ENV: 'test',
      WEBHOOK_ALLOW_PRIVATE: '1',
      ...opened.env,
    });

    beforeAll(async () => {
      opened = await setup.open(`${dir.path}/data`);
      receiver = await startReceiver();
    });
    afterAll(async () => {
      recordAdversarialRow({
        surface: `kill -9 between a lead and its webhook (${setup.name})`,
        tried: tally.kills,
        held: `lead.created delivered exactly once after ${tally.deliveredOnce} of ${tally.kills} kills`,
        fiveXx: null,
        recordsLost: tally.missing,
        limitsBypassed: null,
      });
      await server?.kill();
      await worker?.kill();
      await db?.destroy();
      await receiver.close();
      await opened.dispose();
      dir.remove();
    });

    const submit = async (baseUrl: string, idempotencyKey: string, formUserId: string) => {
      const session = await fetch(`${baseUrl}/api/v1/sessions`, {
        method: 'POST',
        headers: { authorization: 'demo-clinic-key' },
      });
      const { access_token } = (await session.json()) as { access_token: string };
      return fetch(`${baseUrl}/clinics/v1/forms/submit`, {
        method: 'POST',
        headers: {
          authorization: `session ${access_token}`,
          'content-type': 'application/json',
          'idempotency-key': idempotencyKey,
        },
        // Each lead its own patient: the same phone again would be a visit (issue 31).
        body: JSON.stringify(patientNamed(formUserId, { form_user_id: formUserId })),
      });
    };

    /** Submits a lead to a server that kills itself at `point`; the lead as stored. */
    const submitUntilKilled = async (point: TestFaultPoint) => {
      // Nothing else runs meanwhile: a running worker's relay would move the row at once.
      await server?.kill();
      await worker?.kill();
      worker = undefined;
      server = await spawnServer({ ...env(), AFTERLOOK_TEST_FAULT: point });
      db ??= opened.db();
      const clinic = await db
        .selectFrom('sdk_keys')
        .select('clinic_id')
        .orderBy('created_at')
        .executeTakeFirstOrThrow();
      await updateClinic(db, clinic.clinic_id, { webhook_url: receiver.url });
      const idempotencyKey = randomUUID();
      const answer = await submit(server.baseUrl, idempotencyKey, point).then(
        (response) => response.status,
        () => 'connection lost',
      );
      expect(answer).toBe('connection lost');
      await server.kill();
      expect(server.child.signalCode).toBe('SIGKILL');
      server = undefined;
      const lead = await db
        .selectFrom('leads')
        .select(['id', 'patient_uuid'])
        .where('idempotency_key', '=', idempotencyKey)
        .executeTakeFirstOrThrow();
      // The crash came between the two steps: its delivery waits in the outbox.
      const outbox = await db.selectFrom('job_outbox').select('input').execute();
      expect(outbox).toHaveLength(1);
      return { idempotencyKey, formUserId: point, patientUuid: lead.patient_uuid };
    };

    /** Starts the setup's processes again, without the fault. */
    const restart = async () => {
      server = await spawnServer(env());
      if (opened.bullmq) worker ??= await spawnWorker(env());
    };

    const createdFor = (patientUuid: string) =>
      receiver.received.filter(
        (delivery) => delivery.event === 'lead.created' && delivery.patientUuid === patientUuid,
      );

    /** lead.created for the lead arrives, once; the client's retry answers that lead. */
    const expectDeliveredOnce = async (lead: Awaited<ReturnType<typeof submitUntilKilled>>) => {
      tally.kills += 1;
      await expect
        .poll(() => createdFor(lead.patientUuid).length, { timeout: 30_000 })
        .toBe(1)
        .catch((error: unknown) => {
          tally.missing += createdFor(lead.patientUuid).length === 0 ? 1 : 0;
          throw error;
        });
      const retry = await submit(server?.baseUrl ?? '', lead.idempotencyKey, lead.formUserId);
      expect(retry.status).toBeLessThan(300);
      expect(((await retry.json()) as { patient_uuid: string }).patient_uuid).toBe(
        lead.patientUuid,
      );
      await new Promise((resolve) => setTimeout(resolve, QUIET_MS));
      expect(createdFor(lead.patientUuid)).toHaveLength(1);
      expect(await db?.selectFrom('job_outbox').select('input').execute()).toEqual([]);
      tally.deliveredOnce += 1;
      const [delivery] = createdFor(lead.patientUuid);
      console.log(
        `${setup.name}: lead ${lead.patientUuid} killed at ${lead.formUserId}; ` +
          `lead.created received ${createdFor(lead.patientUuid).length}x (delivery ${delivery?.deliveryId})`,
      );
    };

    it('finding 14: killed right after the lead commits, before its delivery is queued, the restarted server sends lead.created exactly once', async () => {
      const lead = await submitUntilKilled('lead-committed');
      expect(createdFor(lead.patientUuid)).toEqual([]);
      await restart();
      await expectDeliveredOnce(lead);
    });

    it('finding 14: killed after the queue took the delivery, before its outbox row is deleted, lead.created still arrives exactly once', async () => {
      const lead = await submitUntilKilled('outbox-enqueued');
      await restart();
      await expectDeliveredOnce(lead);
    });
  },
);
