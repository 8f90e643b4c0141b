import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDb } from '../../adapters/db/create-db.ts';
import { runCli } from '../../cli/run-cli.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { listAudit } from './list-audit.ts';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => {
  dir.remove();
});

/** `npm run clinic -- <args>` in this process, on the temp folder's data; its stdout. */
async function clinic(...args: string[]): Promise<string> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    args,
    { PATH: process.env.PATH ?? '', DATA_DIR: dir.path },
    {
      out: (text) => {
        stdout += text;
      },
      err: (text) => {
        stderr += text;
      },
    },
  );
  expect(code, `${args.join(' ')}: ${stderr}`).toBe(0);
  return stdout;
}

describe('issue 31: audit trail, the command line', { timeout: 60_000 }, () => {
  it("issue 31 (audit trail): the command line's exports, key changes, settings changes and invites are in the clinic's trail as the server's command line", async () => {
    const { id } = JSON.parse(await clinic('create', '--name', 'CLI Clinic')) as { id: string };
    const key = JSON.parse(await clinic('create-admin-key', id)) as {
      id: string;
      admin_key: string;
    };
    await clinic('revoke-admin-key', key.id);
    await clinic('update', id, '--theme-color', '#112233', '--booking-url', '');
    await clinic('invite', id, 'cli31@clinic.example', '--role', 'owner');
    await clinic('leads', id);
    await clinic('webhook-secret', id);
    await clinic('rotate-key', id);
    await clinic('rotate-data-key');
    const swept = JSON.parse(await clinic('sweep-retention')) as Record<string, number>;
    expect(swept).toMatchObject({ audit_entries_deleted: 0 });

    const db = createDb({ dataDir: dir.path });
    try {
      const page = await listAudit(db, id, { limit: 200 });
      if (!page.ok) throw new Error(page.message);
      const entries = page.value.entries;
      for (const entry of entries) {
        expect(entry.actor).toEqual({ kind: 'cli', id: null, label: null });
        expect(entry.address).toBeNull();
      }
      const hint = `…${key.admin_key.slice(-4)}`;
      const staffId = (
        await db
          .selectFrom('staff_users')
          .select('id')
          .where('clinic_id', '=', id)
          .executeTakeFirstOrThrow()
      ).id;
      expect(
        entries.map(({ action, target, detail }) => ({ action, target, detail })).reverse(),
      ).toEqual([
        {
          action: 'admin_key.create',
          target: { kind: 'admin_key', id: key.id, label: hint },
          detail: {},
        },
        {
          action: 'admin_key.revoke',
          target: { kind: 'admin_key', id: key.id, label: hint },
          detail: {},
        },
        {
          action: 'settings.update',
          target: null,
          detail: { fields: ['booking_url', 'theme_color'] },
        },
        {
          action: 'staff.invite',
          target: { kind: 'staff', id: staffId, label: 'cli31@clinic.example' },
          detail: { role: 'owner' },
        },
        { action: 'leads.export', target: null, detail: { format: 'json', leads: 0 } },
        { action: 'webhook_secret.reveal', target: null, detail: {} },
        { action: 'sdk_key.rotate', target: null, detail: { grace_hours: 0 } },
        { action: 'data_key.rotate', target: null, detail: { key_id: expect.any(String) } },
      ]);
    } finally {
      await db.destroy();
    }
  });
});
