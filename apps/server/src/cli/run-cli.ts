import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { StaffInviteBody } from '@afterlook/api';
import { STAFF_ROLES } from '@afterlook/domain';
import * as z from 'zod/mini';
import { createDb, SQLITE_FILE_NAME } from '../adapters/db/create-db.ts';
import { migrateDb } from '../adapters/db/migrate-db.ts';
import { openDataPorts } from '../compose/build-ports.ts';
import { loadConfig } from '../compose/config/load-config.ts';
import { resealData } from '../compose/reseal-data.ts';
import { readServerAddress } from '../compose/server-address.ts';
import { createAdminKey } from '../features/api-keys/create-admin-key.ts';
import { listAdminKeys } from '../features/api-keys/list-admin-keys.ts';
import { revokeAdminKey } from '../features/api-keys/revoke-admin-key.ts';
import { sweepAuditTrail } from '../features/audit/sweep-audit-trail.ts';
import { createClinic } from '../features/clinics/create-clinic.ts';
import { getClinicInfo } from '../features/clinics/get-clinic-info.ts';
import { listClinics } from '../features/clinics/list-clinics.ts';
import { rotateSdkKey } from '../features/clinics/rotate-sdk-key.ts';
import { updateClinic } from '../features/clinics/update-clinic.ts';
import { deleteLead } from '../features/retention/delete-lead.ts';
import { sweepRetention } from '../features/retention/sweep-retention.ts';
import { inviteStaff } from '../features/staff/invite-staff.ts';
import { issuePasswordReset } from '../features/staff/issue-password-reset.ts';
import { staffLinkUrl } from '../features/staff/staff-links.ts';
import { webhookSecret } from '../features/webhooks/webhook-secret.ts';
import type { Db } from '../ports/db-schema.ts';
import { adminKeyOf, auditCli, auditCliEveryClinic, clinicOfLead } from './audit-cli.ts';
import { listAllLeads } from './list-all-leads.ts';
import {
  CLINIC_FLAG_OPTIONS,
  parseClinicPatchFlags,
  parseNewClinicFlags,
} from './parse-clinic-flags.ts';
import { writeLeadExport } from './write-lead-export.ts';

export const USAGE = `Usage: npm run clinic -- <command> [flags]

Commands:
  create --name <name> [clinic flags] [--sdk-key <key>]   prints {"id","sdk_key"}
  list                                                     prints every clinic (no key material)
  rotate-key <clinic-id>                                   prints the new key; revokes the old ones at
                                                           once (the dashboard's rotation keeps them 3 days)
  invite <clinic-id> <email> [--role owner|staff]          prints a one-time dashboard sign-up link
                                                           (7 days; default role staff)
  reset-password <email>                                   prints a one-time password reset link (1 hour)
  update <clinic-id> [clinic flags]                        prints the updated clinic
  create-admin-key <clinic-id>                             prints a new admin API key (shown once)
  list-admin-keys <clinic-id>                              prints the clinic's admin keys (id, hint)
  revoke-admin-key <admin-key-id>                          revokes it; ends every signed picture URL
  leads <clinic-id>                                        prints the clinic's leads as JSON
  webhook-secret <clinic-id>                               prints the secret that signs its webhooks
  export-lead <patient-uuid> --out <folder>                writes the patient's data and photos there
  delete-lead <patient-uuid>                               deletes the lead, its messages and photos
  sweep-retention                                          deletes data past each clinic's retention,
                                                           and audit rows past AUDIT_RETENTION_DAYS,
                                                           now (the server does it every hour)
  rotate-data-key                                          adds a new data key and reseals all
                                                           patient data with it (server stopped)
  reseal-data                                              reseals all patient data with the
                                                           current key (after a DATA_KEYS change)

Clinic flags:
  --website <url>          clinic website (http/https); '' clears it
  --logo-url <url>         logo URL or /path on this server; '' clears it
  --theme-color <#hex>     e.g. #00B7F4
  --font <family>          one font-family name; '' clears it
  --procedures A,B,...     offered procedures (default: every procedure)
  --origins https://a,...  origins allowed to embed the widget (default: the website's
                           origin; http://localhost:* allows any port); '' resets it
  --booking-url <url>      the clinic's scheduling page ('Book a consultation'); '' clears it
  --mixpanel-token <hex>   Mixpanel project token for product events; '' clears it
  --webhook-url <url>      where each new lead is POSTed, signed (see README); '' clears it
  --image-retention-days N photos no lead uses are deleted after N days (default 7)
  --lead-retention-days N  leads and their photos are deleted after N days (default 365)
  --faq-file <faq.json>    the chat assistant's own FAQ: a JSON array of
                           {"question","answer","lang"?: "en"|"es"}; [] clears it
  --chat-llm-url <url>     the clinic's own OpenAI-compatible chat endpoint up to its
                           version (e.g. http://127.0.0.1:11434/v1); '' clears it
  --chat-llm-model <name>  its model name
  --chat-llm-key <key>     its API key (update only; sealed at rest, never shown)
  --phone-countries CL,US  countries the lead forms take phone numbers from; the first
                           reads numbers typed without a country code (default: US)

Uses the server's environment (DATA_DIR, DATABASE_URL); links use PUBLIC_URL, else the
address the server last started at with that data. Exports, deletions, key changes,
settings changes and invites are recorded in the clinic's audit trail as done by the
server's command line.`;

/** Said on stderr when a clinic can be embedded nowhere (the widget page says it too). */
export const NO_ORIGINS_WARNING =
  'Warning: this clinic has no website and no allowed origins, so no site can embed its widget. Add one: --website https://your-site.example or --origins https://your-site.example';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** Each command and the arguments it takes. */
const ARGUMENTS_OF: Record<string, readonly string[]> = {
  create: [],
  list: [],
  'rotate-key': ['<clinic-id>'],
  update: ['<clinic-id>'],
  'create-admin-key': ['<clinic-id>'],
  'list-admin-keys': ['<clinic-id>'],
  'revoke-admin-key': ['<admin-key-id>'],
  leads: ['<clinic-id>'],
  'webhook-secret': ['<clinic-id>'],
  'export-lead': ['<patient-uuid>'],
  'delete-lead': ['<patient-uuid>'],
  invite: ['<clinic-id>', '<email>'],
  'reset-password': ['<email>'],
  'sweep-retention': [],
  'rotate-data-key': [],
  'reseal-data': [],
};

/** Exit codes: 0 done, 1 not found / failure, 2 bad usage or invalid values. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{
      options: typeof CLINIC_FLAG_OPTIONS & { out: { type: 'string' }; role: { type: 'string' } };
      allowPositionals: true;
    }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: { ...CLINIC_FLAG_OPTIONS, out: { type: 'string' }, role: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (error) {
    io.err(`${error instanceof Error ? error.message : String(error)}\n\n${USAGE}`);
    return 2;
  }
  const [command, ...rest] = parsed.positionals;
  const { help, ...flags } = parsed.values;
  if (help || command === undefined || command === 'help') {
    (help || command === 'help' ? io.out : io.err)(USAGE);
    return help || command === 'help' ? 0 : 2;
  }
  const expected = ARGUMENTS_OF[command];
  if (!Object.hasOwn(ARGUMENTS_OF, command) || !expected) {
    io.err(`Unknown command: ${command}\n\n${USAGE}`);
    return 2;
  }
  if (rest.length !== expected.length) {
    io.err(
      expected.length > 0
        ? `${command}: give ${expected.join(' ')}`
        : `${command}: unexpected argument ${rest[0]}`,
    );
    return 2;
  }
  const { out, role: roleFlag, ...clinicFlags } = flags;
  const role = STAFF_ROLES.find((known) => known === (roleFlag ?? 'staff'));
  if (!role || (roleFlag !== undefined && command !== 'invite')) {
    io.err(
      command === 'invite' ? '--role: owner or staff' : `${command}: --role is for invite only`,
    );
    return 2;
  }
  const email = command === 'invite' ? rest[1] : command === 'reset-password' ? rest[0] : undefined;
  const invitee = z.safeParse(StaffInviteBody, { email, role });
  if (email !== undefined && !invitee.success) {
    io.err(`${command}: ${email} is not an email address`);
    return 2;
  }
  if (command === 'export-lead' && !out) {
    io.err('export-lead: give the folder to write to: --out <folder>');
    return 2;
  }

  const config = loadConfig(env);
  if (!config.ok) {
    io.err(config.error);
    return 2;
  }
  // Validate before touching the database, so bad input stores nothing.
  const create = command === 'create' ? parseNewClinicFlags(clinicFlags) : undefined;
  const patch = command === 'update' ? parseClinicPatchFlags(clinicFlags) : undefined;
  for (const result of [create, patch]) {
    if (result && !result.ok) {
      io.err(result.message);
      return 2;
    }
  }
  if (!['create', 'update'].includes(command) && Object.keys(clinicFlags).length > 0) {
    io.err(`${command}: takes no clinic flags`);
    return 2;
  }
  if (command !== 'export-lead' && out !== undefined) {
    io.err(`${command}: --out is for export-lead only`);
    return 2;
  }

  const { databaseUrl, dataDir } = config.config;
  // A folder without data is most often the wrong one: say so rather than answer from
  // it (only create may start the data there).
  if (!databaseUrl && command !== 'create' && !existsSync(join(dataDir, SQLITE_FILE_NAME))) {
    io.err(
      `No AfterLook data in ${dataDir}. Run this where you ran npm start, or set DATA_DIR (or DATABASE_URL) to what the server uses.`,
    );
    return 2;
  }
  const db: Db = createDb({ databaseUrl, dataDir });
  try {
    await migrateDb(db);
    const json = (value: unknown) => io.out(JSON.stringify(value, null, 2));
    const id = rest[0] ?? '';
    if (create?.ok) {
      const created = await createClinic(db, create.value.fields, {
        ...(create.value.sdkKey ? { sdkKey: create.value.sdkKey } : {}),
        // Sealed beside its hash, so the dashboard's install page can show the snippet.
        cipher: (await openDataPorts(db, config.config)).cipher,
      });
      if (!created.ok) {
        io.err(`--sdk-key: ${created.message}`);
        return 2;
      }
      const info = await getClinicInfo(db, created.value.id);
      const allowedOrigins = info.ok ? info.value.allowed_origins : [];
      json({ ...created.value, allowed_origins: allowedOrigins });
      if (allowedOrigins.length === 0) io.err(NO_ORIGINS_WARNING);
    } else if (patch?.ok) {
      // A chat endpoint key is sealed with the data key, like patients' data.
      const { cipher } = await openDataPorts(db, config.config);
      const updated = await updateClinic(db, id, patch.value, { cipher });
      if (!updated.ok) {
        io.err(updated.message);
        return 1;
      }
      await auditCli(db, id, 'settings.update', {
        detail: { fields: Object.keys(patch.value).sort() },
      });
      json(updated.value);
      if (updated.value.allowed_origins.length === 0) io.err(NO_ORIGINS_WARNING);
    } else if (command === 'invite' || command === 'reset-password') {
      const baseUrl =
        config.config.publicUrl ??
        readServerAddress(dataDir) ??
        `http://localhost:${config.config.port}`;
      const invited =
        command === 'invite'
          ? await inviteStaff(db, id, invitee.data?.email ?? '', role, new Date())
          : null;
      const link = invited ?? (await issuePasswordReset(db, invitee.data?.email ?? '', new Date()));
      if (!link.ok) {
        io.err(link.message);
        return 1;
      }
      if (invited?.ok) {
        await auditCli(db, id, 'staff.invite', {
          target: { kind: 'staff', id: invited.value.staffId, label: invitee.data?.email ?? null },
          detail: { role },
        });
      }
      json({
        url: staffLinkUrl(baseUrl, command === 'invite' ? 'invite' : 'reset', link.value.token),
        expires_at: link.value.expires_at,
      });
    } else if (command === 'create-admin-key') {
      const created = await createAdminKey(db, id);
      if (!created.ok) {
        io.err(created.message);
        return 1;
      }
      await auditCli(db, id, 'admin_key.create', {
        target: {
          kind: 'admin_key',
          id: created.value.id,
          label: `…${created.value.admin_key.slice(-4)}`,
        },
      });
      json(created.value);
    } else if (command === 'list-admin-keys') {
      const keys = await listAdminKeys(db, id);
      if (!keys.ok) {
        io.err(keys.message);
        return 1;
      }
      json(keys.value);
    } else if (command === 'revoke-admin-key') {
      const revoked = await revokeAdminKey(db, id);
      if (!revoked.ok) {
        io.err(revoked.message);
        return 1;
      }
      const key = await adminKeyOf(db, id);
      await auditCli(db, revoked.value.clinic_id, 'admin_key.revoke', {
        target: { kind: 'admin_key', id, label: key ? `…${key.key_hint}` : null },
      });
      json(revoked.value);
    } else if (command === 'export-lead' || command === 'delete-lead') {
      const ports = await openDataPorts(db, config.config);
      const clinicId = await clinicOfLead(db, id);
      const done =
        command === 'export-lead'
          ? await writeLeadExport(ports, id, out ?? '')
          : await deleteLead(ports, id);
      // A BullMQ queue holds a Redis connection that would keep the command running.
      await ports.jobs.stop();
      if (!done.ok) {
        io.err(done.message);
        return 1;
      }
      if (clinicId !== null) {
        await auditCli(db, clinicId, command === 'export-lead' ? 'lead.export' : 'lead.delete', {
          target: { kind: 'lead', id },
        });
      }
      json(done.value);
    } else if (command === 'webhook-secret') {
      const secret = await webhookSecret(await openDataPorts(db, config.config), id);
      if (secret === null) {
        io.err(`No clinic with id ${id}`);
        return 1;
      }
      await auditCli(db, id, 'webhook_secret.reveal');
      json({ clinic_id: id, webhook_secret: secret });
    } else if (command === 'sweep-retention') {
      const ports = await openDataPorts(db, config.config);
      const report = await sweepRetention(ports);
      await ports.jobs.stop();
      const audit = await sweepAuditTrail(db, ports.clock, config.config.auditRetentionDays);
      json({ ...report, audit_entries_deleted: audit });
    } else if (command === 'leads') {
      const leads = await listAllLeads(await openDataPorts(db, config.config), id);
      if (!leads.ok) {
        io.err(leads.message);
        return 1;
      }
      await auditCli(db, id, 'leads.export', {
        detail: { format: 'json', leads: leads.value.length },
      });
      json(leads.value);
    } else if (command === 'rotate-data-key' || command === 'reseal-data') {
      const resealed = await resealData(db, config.config, {
        rotate: command === 'rotate-data-key',
      });
      if (!resealed.ok) {
        io.err(resealed.message);
        return 1;
      }
      if (command === 'rotate-data-key') {
        await auditCliEveryClinic(db, 'data_key.rotate', {
          detail: { key_id: resealed.value.key_id },
        });
      }
      json(resealed.value);
    } else if (command === 'rotate-key') {
      const rotated = await rotateSdkKey(db, id, {
        cipher: (await openDataPorts(db, config.config)).cipher,
      });
      if (!rotated.ok) {
        io.err(rotated.message);
        return 1;
      }
      await auditCli(db, id, 'sdk_key.rotate', { detail: { grace_hours: 0 } });
      json(rotated.value);
    } else {
      json(await listClinics(db));
    }
    return 0;
  } finally {
    await db.destroy();
  }
}
