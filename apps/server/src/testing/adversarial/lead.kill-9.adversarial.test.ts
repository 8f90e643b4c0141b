import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../adapters/db/create-db.ts';
import { createAdminKey } from '../../features/api-keys/create-admin-key.ts';
import { anotherPatient } from '../support/lead-fixtures.ts';
import { type SpawnedServer, spawnServer } from '../support/spawn-server.ts';
import { makeTempDir } from '../support/temp-dir.ts';
import { recordAdversarialRow } from './adversarial-table.ts';

// An acknowledged lead is durable: the server is killed (SIGKILL, no shutdown hooks)
// the moment it answers 201, again and again, and every lead is there afterwards,
// whole and readable by the clinic (synchronous=FULL on the lead path, sealed fields).
const KILLS = 5;
const dir = makeTempDir();
let server: SpawnedServer | undefined;
afterAll(async () => {
  await server?.kill();
  dir.remove();
});
const env = { DATA_DIR: `${dir.path}/data`, WIDGET_DIST: `${dir.path}/none`, WORKER_THREADS: '1' };

describe('kill -9 right after a lead is acknowledged', { timeout: 180_000 }, () => {
  it(`loses none of ${KILLS} leads`, async () => {
    const acknowledged: string[] = [];
    for (let i = 0; i < KILLS; i += 1) {
      server = await spawnServer(env);
      const session = await fetch(`${server.baseUrl}/api/v1/sessions`, {
        method: 'POST',
        headers: { authorization: 'demo-clinic-key' },
      });
      const { access_token } = (await session.json()) as { access_token: string };
      const response = await fetch(`${server.baseUrl}/clinics/v1/forms/submit`, {
        method: 'POST',
        headers: { authorization: `session ${access_token}`, 'content-type': 'application/json' },
        // Each lead its own patient: the same phone again would be a visit (issue 31).
        body: JSON.stringify(anotherPatient({ form_user_id: `kill-${i}` })),
      });
      const body = (await response.json()) as { patient_uuid: string };
      expect(response.status).toBe(201);
      await server.kill();
      acknowledged.push(body.patient_uuid);
    }

    server = await spawnServer(env);
    const db = createDb({ dataDir: env.DATA_DIR });
    let adminKey: string;
    try {
      const clinic = await db.selectFrom('clinics').select('id').executeTakeFirstOrThrow();
      const created = await createAdminKey(db, clinic.id);
      if (!created.ok) throw new Error(created.message);
      adminKey = created.value.admin_key;
    } finally {
      await db.destroy();
    }
    const listed = await fetch(`${server.baseUrl}/api/v1/admin/leads?limit=200`, {
      headers: { authorization: `Bearer ${adminKey}` },
    });
    const { leads } = (await listed.json()) as {
      leads: {
        patient_uuid: string;
        form_user_id: string;
        patient_record: { first_name: string };
      }[];
    };
    const kept = new Set(leads.map((lead) => lead.patient_uuid));
    recordAdversarialRow({
      surface: 'kill -9 right after a lead is acknowledged (SQLite)',
      tried: KILLS,
      held: `${acknowledged.filter((uuid) => kept.has(uuid)).length} of ${acknowledged.length} acknowledged leads there after restart`,
      fiveXx: null,
      recordsLost: acknowledged.filter((uuid) => !kept.has(uuid)).length,
      limitsBypassed: null,
    });
    expect(leads.map((lead) => lead.patient_uuid).sort()).toEqual([...acknowledged].sort());
    expect(leads.every((lead) => lead.patient_record.first_name === 'Ana')).toBe(true);
  });
});
