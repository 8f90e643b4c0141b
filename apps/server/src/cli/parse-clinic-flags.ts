import { readFileSync } from 'node:fs';
import type { z } from 'zod';
import { ClinicPatch, CustomSdkKey, NewClinic } from '../features/clinics/clinic-fields.ts';
import { fail, ok, type Result } from '../lib/result.ts';

/** Flags shared by `create` and `update` (node:util parseArgs options). */
export const CLINIC_FLAG_OPTIONS = {
  name: { type: 'string' },
  website: { type: 'string' },
  'logo-url': { type: 'string' },
  'theme-color': { type: 'string' },
  font: { type: 'string' },
  procedures: { type: 'string' },
  origins: { type: 'string' },
  'booking-url': { type: 'string' },
  'mixpanel-token': { type: 'string' },
  'webhook-url': { type: 'string' },
  'image-retention-days': { type: 'string' },
  'lead-retention-days': { type: 'string' },
  'faq-file': { type: 'string' },
  'chat-llm-url': { type: 'string' },
  'chat-llm-model': { type: 'string' },
  'chat-llm-key': { type: 'string' },
  'phone-countries': { type: 'string' },
  'sdk-key': { type: 'string' },
  help: { type: 'boolean', short: 'h' },
} as const;

export type ClinicFlags = Partial<
  Record<Exclude<keyof typeof CLINIC_FLAG_OPTIONS, 'help'>, string>
>;

const list = (value: string) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);

/** An empty flag value clears an optional field (`--website ''`). */
const nullable = (value: string | undefined) =>
  value === undefined ? undefined : value.trim() || null;

/** The JSON of --faq-file ([{ "question", "answer", "lang"? }]); a string says why not. */
function readFaqFile(path: string): { json: unknown } | { error: string } {
  try {
    return { json: JSON.parse(readFileSync(path, 'utf8')) };
  } catch (error) {
    const reason = error instanceof SyntaxError ? `not JSON (${error.message})` : 'cannot be read';
    return { error: `--faq-file: ${path} ${reason}` };
  }
}

/** --phone-countries CL,US: the countries, the first one the default. */
function phoneCountriesOf(flag: string | undefined) {
  if (flag === undefined) return undefined;
  const allowed = list(flag).map((code) => code.toUpperCase());
  return { allowed, default_country: allowed[0] ?? '' };
}

/** Flags → clinic fields; the field names in messages are the flag names. */
function toFields(flags: ClinicFlags, faq: unknown): Record<string, unknown> {
  const fields: Record<string, unknown> = {
    name: flags.name,
    website_url: nullable(flags.website),
    logo_url: nullable(flags['logo-url']),
    theme_color: flags['theme-color'],
    font_family: nullable(flags.font),
    procedures:
      flags.procedures === undefined
        ? undefined
        : list(flags.procedures).map((p) => p.toUpperCase()),
    allowed_origins: flags.origins === undefined ? undefined : list(flags.origins),
    booking_url: nullable(flags['booking-url']),
    mixpanel_token: nullable(flags['mixpanel-token']),
    webhook_url: nullable(flags['webhook-url']),
    image_retention_days: flags['image-retention-days'],
    lead_retention_days: flags['lead-retention-days'],
    chat_faq: faq,
    chat_llm_url: nullable(flags['chat-llm-url']),
    chat_llm_model: nullable(flags['chat-llm-model']),
    chat_llm_api_key: nullable(flags['chat-llm-key']),
    phone_countries: phoneCountriesOf(flags['phone-countries']),
  };
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

const FLAG_OF: Record<string, string> = {
  name: '--name',
  website_url: '--website',
  logo_url: '--logo-url',
  theme_color: '--theme-color',
  font_family: '--font',
  procedures: '--procedures',
  allowed_origins: '--origins',
  booking_url: '--booking-url',
  mixpanel_token: '--mixpanel-token',
  webhook_url: '--webhook-url',
  image_retention_days: '--image-retention-days',
  lead_retention_days: '--lead-retention-days',
  chat_faq: '--faq-file',
  chat_llm_url: '--chat-llm-url',
  chat_llm_model: '--chat-llm-model',
  chat_llm_api_key: '--chat-llm-key',
  phone_countries: '--phone-countries',
};

function describe(error: z.ZodError): string {
  return error.issues
    .map((issue) => {
      const [field, index, key] = issue.path;
      const flag = FLAG_OF[String(field)] ?? String(field);
      const item = key === undefined ? '' : ` ${String(key)}`;
      const where = index === undefined ? flag : `${flag} (item ${Number(index) + 1}${item})`;
      return `${where}: ${issue.message}`;
    })
    .join('\n');
}

export function parseNewClinicFlags(
  flags: ClinicFlags,
): Result<{ fields: NewClinic; sdkKey: string | undefined }, 'invalid_flags'> {
  if (flags.name === undefined) return fail('invalid_flags', '--name: required');
  if (flags['chat-llm-key'] !== undefined) {
    return fail('invalid_flags', '--chat-llm-key: only for update (the key is sealed at rest)');
  }
  const faq =
    flags['faq-file'] === undefined ? { json: undefined } : readFaqFile(flags['faq-file']);
  if ('error' in faq) return fail('invalid_flags', faq.error);
  const fields = NewClinic.safeParse(toFields(flags, faq.json));
  if (!fields.success) return fail('invalid_flags', describe(fields.error));
  if (flags['sdk-key'] === undefined) return ok({ fields: fields.data, sdkKey: undefined });
  const key = CustomSdkKey.safeParse(flags['sdk-key']);
  if (!key.success)
    return fail('invalid_flags', `--sdk-key: ${key.error.issues[0]?.message ?? 'invalid'}`);
  return ok({ fields: fields.data, sdkKey: key.data });
}

export function parseClinicPatchFlags(flags: ClinicFlags): Result<ClinicPatch, 'invalid_flags'> {
  if (flags['sdk-key'] !== undefined) {
    return fail('invalid_flags', '--sdk-key: only for create; use rotate-key to change a key');
  }
  const faq =
    flags['faq-file'] === undefined ? { json: undefined } : readFaqFile(flags['faq-file']);
  if ('error' in faq) return fail('invalid_flags', faq.error);
  const patch = ClinicPatch.safeParse(toFields(flags, faq.json));
  if (!patch.success) return fail('invalid_flags', describe(patch.error));
  if (Object.keys(patch.data).length === 0)
    return fail('invalid_flags', 'update: give at least one flag to change');
  return ok(patch.data);
}
