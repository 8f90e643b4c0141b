import { parseArgs } from 'node:util';
import { createAdminKey } from '../admin/create-admin-key.ts';
import { createClinic } from '../clinics/create-clinic.ts';
import { getClinicInfo } from '../clinics/get-clinic-info.ts';
import { listClinics } from '../clinics/list-clinics.ts';
import { rotateSdkKey } from '../clinics/rotate-sdk-key.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { loadConfig } from '../config/load-config.ts';
import { createDb, type Db } from '../db/create-db.ts';
import { migrateDb } from '../db/migrate-db.ts';
import { createFieldCipher } from '../privacy/create-field-cipher.ts';
import { loadKeyring } from '../privacy/keyring.ts';
import { resealData } from '../privacy/reseal-data.ts';
import { listAllLeads } from './list-all-leads.ts';
import {
  CLINIC_FLAG_OPTIONS,
  parseClinicPatchFlags,
  parseNewClinicFlags,
} from './parse-clinic-flags.ts';

export const USAGE = `Usage: npm run clinic -- <command> [flags]

Commands:
  create --name <name> [clinic flags] [--sdk-key <key>]   prints {"id","sdk_key"}
  list                                                     prints every clinic (no key material)
  rotate-key <clinic-id>                                   prints the new key; revokes the old ones
  update <clinic-id> [clinic flags]                        prints the updated clinic
  create-admin-key <clinic-id>                             prints a new admin API key (shown once)
  leads <clinic-id>                                        prints the clinic's leads as JSON
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
  --faq-file <faq.json>    the chat assistant's own FAQ: a JSON array of
                           {"question","answer","lang"?: "en"|"es"}; [] clears it
  --chat-llm-url <url>     the clinic's own OpenAI-compatible chat endpoint up to its
                           version (e.g. http://127.0.0.1:11434/v1); '' clears it
  --chat-llm-model <name>  its model name
  --chat-llm-key <key>     its API key (update only; sealed at rest, never shown)

Uses the server's environment (DATA_DIR, DATABASE_URL).`;

/** Said on stderr when a clinic can be embedded nowhere (the widget page says it too). */
export const NO_ORIGINS_WARNING =
  'Warning: this clinic has no website and no allowed origins, so no site can embed its widget. Add one: --website https://your-site.example or --origins https://your-site.example';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
}

/** Exit codes: 0 done, 1 not found / failure, 2 bad usage or invalid values. */
export async function runCli(argv: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  let parsed: ReturnType<
    typeof parseArgs<{ options: typeof CLINIC_FLAG_OPTIONS; allowPositionals: true }>
  >;
  try {
    parsed = parseArgs({
      args: argv,
      options: CLINIC_FLAG_OPTIONS,
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
  const needsId = ['rotate-key', 'update', 'create-admin-key', 'leads'].includes(command);
  const expected = needsId ? 1 : 0;
  if (rest.length !== expected) {
    io.err(
      needsId
        ? `${command}: give exactly one <clinic-id>`
        : `${command}: unexpected argument ${rest[0]}`,
    );
    return 2;
  }
  const commands = ['create', 'list', 'rotate-key', 'update', 'create-admin-key', 'leads'];
  if (![...commands, 'rotate-data-key', 'reseal-data'].includes(command)) {
    io.err(`Unknown command: ${command}\n\n${USAGE}`);
    return 2;
  }

  const config = loadConfig(env);
  if (!config.ok) {
    io.err(config.error);
    return 2;
  }
  // Validate before touching the database, so bad input stores nothing.
  const create = command === 'create' ? parseNewClinicFlags(flags) : undefined;
  const patch = command === 'update' ? parseClinicPatchFlags(flags) : undefined;
  for (const result of [create, patch]) {
    if (result && !result.ok) {
      io.err(result.message);
      return 2;
    }
  }
  if (!['create', 'update'].includes(command) && Object.keys(flags).length > 0) {
    io.err(`${command}: takes no flags`);
    return 2;
  }

  const db: Db = createDb({
    databaseUrl: config.config.databaseUrl,
    dataDir: config.config.dataDir,
  });
  try {
    await migrateDb(db);
    const json = (value: unknown) => io.out(JSON.stringify(value, null, 2));
    const id = rest[0] ?? '';
    if (create?.ok) {
      const created = await createClinic(db, create.value.fields, {
        ...(create.value.sdkKey ? { sdkKey: create.value.sdkKey } : {}),
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
      const cipher =
        patch.value.chat_llm_api_key == null
          ? undefined
          : createFieldCipher(
              loadKeyring(config.config.dataDir, {
                keys: config.config.dataKeys,
                indexKey: config.config.dataIndexKey,
              }),
            );
      const updated = await updateClinic(db, id, patch.value, cipher ? { cipher } : {});
      if (!updated.ok) {
        io.err(updated.message);
        return 1;
      }
      json(updated.value);
      if (updated.value.allowed_origins.length === 0) io.err(NO_ORIGINS_WARNING);
    } else if (command === 'create-admin-key') {
      const created = await createAdminKey(db, id);
      if (!created.ok) {
        io.err(created.message);
        return 1;
      }
      json(created.value);
    } else if (command === 'leads') {
      const leads = await listAllLeads(db, config.config, id);
      if (!leads.ok) {
        io.err(leads.message);
        return 1;
      }
      json(leads.value);
    } else if (command === 'rotate-data-key' || command === 'reseal-data') {
      const resealed = await resealData(db, config.config, {
        rotate: command === 'rotate-data-key',
      });
      if (!resealed.ok) {
        io.err(resealed.message);
        return 1;
      }
      json(resealed.value);
    } else if (command === 'rotate-key') {
      const rotated = await rotateSdkKey(db, id);
      if (!rotated.ok) {
        io.err(rotated.message);
        return 1;
      }
      json(rotated.value);
    } else {
      json(await listClinics(db));
    }
    return 0;
  } finally {
    await db.destroy();
  }
}
