import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROCEDURES } from '@afterlook/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../adapters/db/create-db.ts';
import { writeServerAddress } from '../compose/server-address.ts';
import { type RunResult, runNode } from '../testing/support/run-node.ts';
import { makeTempDir } from '../testing/support/temp-dir.ts';
import { NO_ORIGINS_WARNING, runCli } from './run-cli.ts';

let dir: ReturnType<typeof makeTempDir>;
beforeEach(() => {
  dir = makeTempDir();
});
afterEach(() => {
  dir.remove();
});

/**
 * The CLI as `npm run clinic` runs it, in this process: the same runCli with the
 * server's environment, its output lines captured as a child's would be. (One test
 * below runs the real entry as a child process.)
 */
async function clinic(...args: string[]): Promise<RunResult> {
  let stdout = '';
  let stderr = '';
  const code = await runCli(
    args,
    { PATH: process.env.PATH ?? '', DATA_DIR: dir.path },
    {
      out: (text) => {
        stdout += `${text}\n`;
      },
      err: (text) => {
        stderr += `${text}\n`;
      },
    },
  );
  return { code, stdout, stderr };
}
const json = (stdout: string): unknown => JSON.parse(stdout);

describe('npm run clinic', { timeout: 60_000 }, () => {
  it('runs as its own process: npm run clinic -- create, then list, from the same data folder', async () => {
    const env = { DATA_DIR: dir.path };
    const created = await runNode('cli.ts', ['create', '--name', 'Process Clinic'], env);
    expect(created.code).toBe(0);
    const { id } = json(created.stdout) as { id: string };
    const listed = await runNode('cli.ts', ['list'], env);
    expect(listed.code).toBe(0);
    expect((json(listed.stdout) as { id: string }[]).map((each) => each.id)).toEqual([id]);
    const unknown = await runNode('cli.ts', ['frobnicate'], env);
    expect(unknown.code).toBe(2);
  });

  it('create prints { id, sdk_key }; list shows the clinic without key material', async () => {
    const created = await clinic(
      'create',
      '--name',
      'Glow Clinic',
      '--website',
      'https://glow.example',
      '--theme-color',
      '#ff0066',
      '--procedures',
      'bbl, TUMMY_TUCK',
      '--origins',
      'https://glow.example,https://www.glow.example',
      '--booking-url',
      'https://glow.example/book',
    );
    expect(created.stderr).toBe('');
    expect(created.code).toBe(0);
    const { id, sdk_key } = json(created.stdout) as { id: string; sdk_key: string };
    expect(sdk_key).toMatch(/^al_sdk_/);

    const listed = await clinic('list');
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toContain(sdk_key);
    expect(json(listed.stdout)).toMatchObject([
      {
        id,
        name: 'Glow Clinic',
        website_url: 'https://glow.example',
        theme_color: '#FF0066',
        procedures: ['BBL', 'TUMMY_TUCK'],
        allowed_origins: ['https://glow.example', 'https://www.glow.example'],
        booking_url: 'https://glow.example/book',
        mixpanel_token: null,
        active_keys: [{ hint: sdk_key.slice(-4) }],
      },
    ]);
  });

  it('create without --procedures offers every procedure; --sdk-key sets the key', async () => {
    const created = await clinic('create', '--name', 'All', '--sdk-key', 'all-clinic-key');
    expect(json(created.stdout)).toMatchObject({ sdk_key: 'all-clinic-key', allowed_origins: [] });
    // No website and no origins: said plainly, not a silent widget that never shows.
    expect(created.stderr.trim()).toBe(NO_ORIGINS_WARNING);
    const [listed] = json((await clinic('list')).stdout) as { procedures: string[] }[];
    expect(listed?.procedures).toEqual([...PROCEDURES]);
  });

  it('update --faq-file sets the chat FAQ; a bad file stores nothing and says why', async () => {
    const { id } = json((await clinic('create', '--name', 'Faq Clinic')).stdout) as { id: string };
    const faq = [
      { question: 'Do you offer financing?', answer: 'Yes, 12-month plans.' },
      { question: '¿Ofrecen financiamiento?', answer: 'Sí, planes a 12 meses.', lang: 'es' },
    ];
    const file = `${dir.path}/faq.json`;
    writeFileSync(file, JSON.stringify(faq));
    const updated = await clinic('update', id, '--faq-file', file);
    expect(updated.code).toBe(0);
    expect(json(updated.stdout)).toMatchObject({ chat_faq: faq });

    writeFileSync(file, JSON.stringify([{ question: 'Hi?', answer: 'Yes', lang: 'fr' }]));
    const wrong = await clinic('update', id, '--faq-file', file);
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('--faq-file (item 1 lang)');
    writeFileSync(file, '{ not json');
    expect((await clinic('update', id, '--faq-file', file)).stderr).toContain('not JSON');
    expect((await clinic('update', id, '--faq-file', `${dir.path}/none.json`)).stderr).toContain(
      'cannot be read',
    );
    const [listed] = json((await clinic('list')).stdout) as { chat_faq: unknown }[];
    expect(listed?.chat_faq).toEqual(faq);
  });

  it('update --chat-llm-* sets the clinic own chat endpoint; its key is sealed and never shown', async () => {
    const { id } = json((await clinic('create', '--name', 'Llm Clinic')).stdout) as { id: string };
    const key = 'sk-clinic-secret-1234567890';
    const updated = await clinic(
      'update',
      id,
      '--chat-llm-url',
      'http://127.0.0.1:11434/v1',
      '--chat-llm-model',
      'llama3.1',
      '--chat-llm-key',
      key,
    );
    expect(updated.code).toBe(0);
    expect(json(updated.stdout)).toMatchObject({
      chat_llm_url: 'http://127.0.0.1:11434/v1',
      chat_llm_model: 'llama3.1',
      chat_llm_key_set: true,
    });
    const listed = await clinic('list');
    for (const output of [updated.stdout, listed.stdout]) expect(output).not.toContain(key);
    for (const file of readdirSync(dir.path).filter((name) => name.startsWith(SQLITE_FILE_NAME))) {
      expect(readFileSync(join(dir.path, file)).includes(Buffer.from(key))).toBe(false);
    }
    expect((await clinic('create', '--name', 'X', '--chat-llm-key', key)).stderr).toContain(
      '--chat-llm-key: only for update',
    );
    const cleared = await clinic('update', id, '--chat-llm-key', '');
    expect(json(cleared.stdout)).toMatchObject({ chat_llm_key_set: false });
  });

  it('rotate-key prints a new key and revokes the old one', async () => {
    const { id, sdk_key } = json((await clinic('create', '--name', 'A')).stdout) as {
      id: string;
      sdk_key: string;
    };
    const rotated = await clinic('rotate-key', id);
    expect(rotated.code).toBe(0);
    const value = json(rotated.stdout) as { sdk_key: string; revoked_keys: number };
    expect(value.sdk_key).not.toBe(sdk_key);
    expect(value.revoked_keys).toBe(1);
    const [listed] = json((await clinic('list')).stdout) as { active_keys: { hint: string }[] }[];
    expect(listed?.active_keys).toEqual([
      expect.objectContaining({ hint: value.sdk_key.slice(-4) }),
    ]);
  });

  it('update changes the given fields and clears one with an empty value', async () => {
    const created = await clinic('create', '--name', 'A', '--website', 'https://a.example/home');
    // The allowed origins default to the website's origin.
    const { id } = json(created.stdout) as { id: string };
    expect(json(created.stdout)).toMatchObject({ allowed_origins: ['https://a.example'] });
    expect(created.stderr).toBe('');
    const updated = await clinic('update', id, '--name', 'A+', '--website', '', '--font', 'Lato');
    expect(updated.code).toBe(0);
    expect(json(updated.stdout)).toMatchObject({
      id,
      name: 'A+',
      website_url: null,
      font_family: 'Lato',
      allowed_origins: [],
    });
    expect(updated.stderr.trim()).toBe(NO_ORIGINS_WARNING);
    expect((await clinic('update', 'no-such-id', '--name', 'X')).code).toBe(1);
  });

  it('an empty data folder is refused, not listed; invite links use the address the server last started at', async () => {
    const empty = await clinic('list');
    expect(empty.code).toBe(2);
    expect(empty.stdout).toBe('');
    expect(empty.stderr).toContain('Run this where you ran npm start, or set DATA_DIR');

    const created = await clinic('create', '--name', 'Linked Clinic');
    writeServerAddress(dir.path, 'https://afterlook.clinic.example');
    const { id } = json(created.stdout) as { id: string };
    const invite = await clinic('invite', id, 'owner@clinic.example', '--role', 'owner');
    expect(invite.code).toBe(0);
    expect((json(invite.stdout) as { url: string }).url).toMatch(
      /^https:\/\/afterlook\.clinic\.example\/dashboard\//,
    );
  });

  it('exits 2 with a clear message on invalid values and stores nothing', async () => {
    const bad = await clinic(
      'create',
      '--name',
      'X',
      '--theme-color',
      'blue',
      '--procedures',
      'BBL,NOSE_JOB',
    );
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--theme-color: Must be a hex colour like #00B7F4');
    expect(bad.stderr).toContain('--procedures (item 2)');
    // Nothing stored: not even a data folder to list from.
    expect((await clinic('list')).stderr).toContain(`No AfterLook data in ${dir.path}`);

    const missing = await clinic('create', '--website', 'https://x.example');
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('--name: required');

    const unknownFlag = await clinic('create', '--nmae', 'X');
    expect(unknownFlag.code).toBe(2);
    expect(unknownFlag.stderr).toMatch(/Unknown option '--nmae'/);

    const unknownCommand = await clinic('delete');
    expect(unknownCommand.code).toBe(2);
    expect(unknownCommand.stderr).toContain('Unknown command: delete');
  });

  it('create-admin-key prints a key once (stored hashed); leads prints the clinic leads as JSON', async () => {
    const { id } = json((await clinic('create', '--name', 'A')).stdout) as { id: string };
    const created = await clinic('create-admin-key', id);
    expect(created.code).toBe(0);
    const value = json(created.stdout) as { clinic_id: string; admin_key: string };
    expect(value).toMatchObject({ clinic_id: id, admin_key: expect.stringMatching(/^al_admin_/) });
    expect((await clinic('list')).stdout).not.toContain(value.admin_key);

    const leads = await clinic('leads', id);
    expect(leads.code).toBe(0);
    expect(json(leads.stdout)).toEqual([]);

    for (const command of ['create-admin-key', 'leads']) {
      const missing = await clinic(command, 'no-such-id');
      expect(missing.code).toBe(1);
      expect(missing.stderr).toContain('No clinic with id no-such-id');
      expect((await clinic(command)).code).toBe(2);
    }
  });

  it('list-admin-keys shows hints only; revoke-admin-key revokes once', async () => {
    const { id } = json((await clinic('create', '--name', 'A')).stdout) as { id: string };
    const created = json((await clinic('create-admin-key', id)).stdout) as {
      id: string;
      admin_key: string;
    };
    const listed = await clinic('list-admin-keys', id);
    expect(listed.code).toBe(0);
    expect(listed.stdout).not.toContain(created.admin_key);
    expect(json(listed.stdout)).toMatchObject([
      { id: created.id, key_hint: created.admin_key.slice(-4), revoked_at: null },
    ]);
    const revoked = await clinic('revoke-admin-key', created.id);
    expect(revoked.code).toBe(0);
    expect(json(revoked.stdout)).toMatchObject({ id: created.id, clinic_id: id });
    const again = await clinic('revoke-admin-key', created.id);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('was revoked at');
    expect((await clinic('revoke-admin-key', 'no-such-key')).stderr).toContain(
      'No admin key with id no-such-key',
    );
  });

  it('retention flags are checked; export-lead needs --out', async () => {
    const { id } = json((await clinic('create', '--name', 'A')).stdout) as { id: string };

    const updated = await clinic('update', id, '--image-retention-days', '14');
    expect(json(updated.stdout)).toMatchObject({
      image_retention_days: 14,
      lead_retention_days: 365,
    });
    const refused = await clinic('update', id, '--lead-retention-days', '5');
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('--lead-retention-days: must be at least 30 days');
    expect((await clinic('export-lead', 'some-uuid')).stderr).toContain('--out <folder>');
  });
});
