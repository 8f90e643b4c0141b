// Issue 31: a clinic's analytics days are its own days (its time zone), on SQLite and
// PostgreSQL alike. Visits, product events and unsupported-procedure requests sent at
// instants around local midnight and a DST change, through the real server, are read
// back by the admin API under the clinic's days; both databases give the same answer.

import { join } from 'node:path';
import { NOT_CAPTURED } from '@afterlook/domain';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createDb } from '../../adapters/db/create-db.ts';
import { TEST_DATABASE_URL, TEST_DIALECTS } from '../../testing/support/databases.ts';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';

interface Analytics {
  readonly from: string;
  readonly to: string;
  readonly time_zone: string;
  readonly today: string;
  readonly daily: readonly { day: string; count: number }[];
  readonly events: readonly { day: string; count: number }[];
  readonly unsupported_procedures: readonly { created_at: string }[];
}

/** A PostgreSQL schema of its own for the app, dropped afterwards; SQLite uses the data folder. */
async function postgresSchema() {
  const schema = `afterlook_days_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    schema,
    async drop() {
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

const folders: ReturnType<typeof makeTempDir>[] = [];
afterAll(() => {
  for (const folder of folders) folder.remove();
});

/** What each database answered, compared once both have run. */
const answers = new Map<string, unknown>();

describe.each(TEST_DIALECTS)("the clinic's days on $name", ({ name }) => {
  it("issue 31: counters, events and requests fall on the clinic's days across midnight and DST (Santiago, New York); today is the clinic's", {
    timeout: 60_000,
  }, async () => {
    const folder = makeTempDir();
    folders.push(folder);
    const dataDir = join(folder.path, 'data');
    const pgSchema = name === 'postgres' ? await postgresSchema() : null;
    let now = new Date('2026-09-01T12:00:00.000Z');
    const t: TestApp = await startTestApp(
      { dataDir },
      {
        clock: () => now,
        media: { startQueue: false },
        ...(pgSchema
          ? { db: createDb({ databaseUrl: TEST_DATABASE_URL, dataDir, pgSchema: pgSchema.schema }) }
          : {}),
      },
    );
    try {
      const admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
      const call = async (method: 'GET' | 'PUT', path: string, body?: unknown) => {
        const response = await fetch(`${t.baseUrl}${path}`, {
          method,
          headers: {
            authorization: admin,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        });
        return {
          status: response.status,
          body: (await response.json()) as Record<string, unknown>,
        };
      };
      const settings = (body: unknown) => call('PUT', '/api/v1/admin/settings', body);
      const analytics = async (query: string) =>
        (await call('GET', `/api/v1/admin/analytics${query}`)).body as unknown as Analytics;
      /** One visit, one product event and one unsupported-procedure request at `instant`. */
      const visitAt = async (instant: string) => {
        now = new Date(instant);
        const token = await t.demoSession();
        const sent = [
          await postJson(`${t.baseUrl}/api/v1/daily-analytics`, token, {
            form_name: 'ONBOARDING_TIER1',
            daily_analytics_count_type: 'SITE_VISITS',
          }),
          await postJson(`${t.baseUrl}/api/v1/events`, token, {
            name: 'Form Started',
            properties: {},
          }),
          await postJson(`${t.baseUrl}/notify-unsupported-procedure`, token, {
            name: '',
            email: 'ana@example.com',
            procedure_type: NOT_CAPTURED,
          }),
        ];
        expect(sent.map((answer) => answer.status)).toEqual([200, 200, 200]);
      };
      const perDay = (rows: readonly { day: string; count: number }[]) =>
        Object.fromEntries(rows.map((row) => [row.day, row.count]));

      // A Chilean clinic follows America/Santiago without choosing it.
      expect((await settings({ country: 'CL' })).body).toMatchObject({
        time_zone: null,
        time_zone_in_use: 'America/Santiago',
      });
      // Clocks go forward at 00:00 on 6 September 2026 (-04 → -03): there is no midnight.
      await visitAt('2026-09-06T03:30:00.000Z'); // 5 Sep 23:30 -04
      await visitAt('2026-09-06T04:30:00.000Z'); // 6 Sep 01:30 -03
      await visitAt('2026-09-07T02:59:00.000Z'); // 6 Sep 23:59 -03
      await visitAt('2026-09-07T03:00:00.000Z'); // 7 Sep 00:00 -03
      const santiago = await analytics('?from=2026-09-05&to=2026-09-07');
      expect(santiago.time_zone).toBe('America/Santiago');
      expect(perDay(santiago.daily)).toEqual({ '2026-09-05': 1, '2026-09-06': 2, '2026-09-07': 1 });
      expect(perDay(santiago.events)).toEqual(perDay(santiago.daily));
      const sixth = await analytics('?from=2026-09-06&to=2026-09-06');
      expect(sixth.unsupported_procedures.map((request) => request.created_at).sort()).toEqual([
        '2026-09-06T04:30:00.000Z',
        '2026-09-07T02:59:00.000Z',
      ]);

      // An owner's own choice: checked, stored, and followed from then on.
      const refused = await settings({ time_zone: 'Mars/Olympus' });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        fields: { time_zone: expect.stringContaining('IANA') },
      });
      expect((await settings({ time_zone: 'America/New_York' })).body).toMatchObject({
        time_zone: 'America/New_York',
        time_zone_in_use: 'America/New_York',
      });
      // Clocks go back at 02:00 on 1 November 2026: that day lasts 25 hours.
      await visitAt('2026-11-01T03:59:00.000Z'); // 31 Oct 23:59 EDT
      await visitAt('2026-11-01T04:00:00.000Z'); // 1 Nov 00:00 EDT
      await visitAt('2026-11-02T04:59:00.000Z'); // 1 Nov 23:59 EST
      await visitAt('2026-11-02T05:00:00.000Z'); // 2 Nov 00:00 EST
      const newYork = await analytics('?from=2026-10-31&to=2026-11-02');
      expect(perDay(newYork.daily)).toEqual({ '2026-10-31': 1, '2026-11-01': 2, '2026-11-02': 1 });
      expect(perDay(newYork.events)).toEqual(perDay(newYork.daily));
      const first = await analytics('?from=2026-11-01&to=2026-11-01');
      expect(first.unsupported_procedures.map((request) => request.created_at).sort()).toEqual([
        '2026-11-01T04:00:00.000Z',
        '2026-11-02T04:59:00.000Z',
      ]);

      // Without a range: the last 30 days up to today in New York (still 1 November there).
      now = new Date('2026-11-02T03:00:00.000Z');
      const latest = await analytics('');
      expect([latest.today, latest.from, latest.to]).toEqual([
        '2026-11-01',
        '2026-10-03',
        '2026-11-01',
      ]);
      answers.set(name, { santiago, sixth, newYork, first, latest });
    } finally {
      await t.close();
      await pgSchema?.drop();
    }
  });
});

describe('both databases', () => {
  it('issue 31: SQLite and PostgreSQL answer the same days', () => {
    expect([...answers.keys()]).toEqual(TEST_DIALECTS.map((dialect) => dialect.name));
    if (TEST_DIALECTS.length < 2) return;
    expect(answers.get('postgres')).toEqual(answers.get('sqlite'));
  });
});
