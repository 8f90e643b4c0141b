import { ChatFaq, ChatPersonaName, ChatServices, HexColor, ProcedureSchema } from '@afterlook/api';
import {
  isPhoneCountry,
  isSameSitePath,
  isTimeZone,
  PRACTICE_FACT_MAX_LENGTH,
  PRACTICE_FACTS,
  PROCEDURES,
  type PracticeFact,
  type PracticeFacts,
  parseFontFamily,
  RETENTION_DAYS,
  RETURNING_PATIENT_WINDOW_DAYS,
} from '@afterlook/domain';
import { normalizeOriginPattern } from '@afterlook/embed/allowed-origins';
import { isSupportedCountry } from 'libphonenumber-js';
import { z } from 'zod';

const httpUrl = z
  .string()
  .trim()
  .max(2048)
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    message: 'must be an http(s) URL',
  });

/** A logo may live elsewhere (http(s) URL) or on our own server (an absolute path). */
const logoUrl = z
  .string()
  .trim()
  .max(2048)
  .refine(
    (value) =>
      isSameSitePath(value) || (URL.canParse(value) && /^https?:$/.test(new URL(value).protocol)),
    {
      message: 'must be an http(s) URL or an absolute path on this server',
    },
  );

/**
 * An origin such as https://clinic.example (scheme, host, optional port; nothing else),
 * or any port of one host for local development (http://localhost:*).
 */
const origin = z.string().transform((value, context) => {
  const normalized = normalizeOriginPattern(value);
  if (normalized) return normalized;
  context.addIssue({
    code: 'custom',
    message: 'must be an origin like https://clinic.example (no path), or http://localhost:*',
  });
  return z.NEVER;
});

/** A single font-family name safe to put in CSS (the domain's rule). */
const fontFamily = z
  .string()
  .trim()
  .refine((value) => parseFontFamily(value) === value.replace(/\s+/g, ' '), {
    message: 'must be one font-family name (letters, digits, spaces, - and _)',
  });

const phoneCountry = z.string().trim().toUpperCase().refine(isPhoneCountry, {
  message: 'must be a country code such as US, CL or MX (ISO 3166-1 alpha-2)',
});

/** Where the lead forms take phone numbers from; the default country is one of them. */
const phoneCountries = z
  .object({
    allowed: z
      .array(phoneCountry)
      .min(1, 'must list at least one country')
      .transform((list) => [...new Set(list)]),
    default_country: phoneCountry,
  })
  .strict()
  .refine((value) => value.allowed.includes(value.default_country), {
    message: 'the default country must be one of the allowed countries',
  });

/** Whole days within the domain's bounds (text from a CLI flag is coerced). */
const retentionDays = ({ min, max }: { min: number; max: number }) =>
  z.coerce
    .number()
    .int('must be a whole number of days')
    .min(min, `must be at least ${min} days`)
    .max(max, `must be at most ${max} days`);

/**
 * Whole days, 0 included (off): a number, or a CLI flag's digits. Unlike the retention
 * days, an empty value is refused, never read as 0 (which would turn the feature off).
 */
const windowDays = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z
    .number('must be a whole number of days')
    .int('must be a whole number of days')
    .min(
      RETURNING_PATIENT_WINDOW_DAYS.min,
      `must be at least ${RETURNING_PATIENT_WINDOW_DAYS.min} days (0: off)`,
    )
    .max(
      RETURNING_PATIENT_WINDOW_DAYS.max,
      `must be at most ${RETURNING_PATIENT_WINDOW_DAYS.max} days`,
    ),
);

/** The fields a clinic can set; every one optional, for create (with defaults) and update. */
export const ClinicFields = z.object({
  name: z.string().trim().min(1, 'must not be empty').max(200),
  website_url: httpUrl.nullable(),
  logo_url: logoUrl.nullable(),
  theme_color: z
    .string()
    .pipe(HexColor)
    .transform((value) => value.toUpperCase()),
  font_family: fontFamily.nullable(),
  procedures: z
    .array(ProcedureSchema)
    .min(1, 'must list at least one procedure')
    .transform((list) => PROCEDURES.filter((procedure) => list.includes(procedure))),
  allowed_origins: z.array(origin).transform((list) => [...new Set(list)]),
  booking_url: httpUrl.nullable(),
  mixpanel_token: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{32}$/i, 'must be a Mixpanel project token (32 hex characters)')
    .nullable(),
  /** https in production; http reaches only hosts WEBHOOK_ALLOW_PRIVATE lets through. */
  webhook_url: httpUrl.nullable(),
  image_retention_days: retentionDays(RETENTION_DAYS.unattachedImages),
  lead_retention_days: retentionDays(RETENTION_DAYS.leads),
  /** A patient back with the same phone or email within these days is a visit; 0 = off. */
  returning_patient_window_days: windowDays,
  chat_faq: ChatFaq,
  chat_persona_name: ChatPersonaName,
  chat_services: ChatServices,
  /** The clinic's own OpenAI-compatible endpoint, up to its version (…/v1). */
  chat_llm_url: httpUrl.nullable(),
  chat_llm_model: z.string().trim().min(1).max(200).nullable(),
  /** Sealed before it is stored; never shown again. */
  chat_llm_api_key: z.string().trim().min(1).max(500).nullable(),
  /** Where the clinic is: the emergency numbers its chats give a patient in crisis. */
  country: z
    .string()
    .trim()
    .toUpperCase()
    .refine((value) => isSupportedCountry(value), {
      message: 'must be a country code such as US, ES or MX (ISO 3166-1 alpha-2)',
    }),
  phone_countries: phoneCountries,
  /** The IANA zone its days follow (analytics, "today"); null: the country's main zone. */
  time_zone: z
    .string()
    .trim()
    .refine(isTimeZone, {
      message: 'must be an IANA time zone such as America/Santiago or Europe/Madrid',
    })
    .nullable(),
  /** Each fact as the clinic writes it; an empty one is not set. */
  practice_facts: z
    .object(
      Object.fromEntries(
        PRACTICE_FACTS.map((fact) => [
          fact,
          z.string().trim().max(PRACTICE_FACT_MAX_LENGTH).optional(),
        ]),
      ) as Record<PracticeFact, z.ZodOptional<z.ZodString>>,
    )
    .strict()
    .transform(
      (facts): PracticeFacts =>
        Object.fromEntries(Object.entries(facts).filter(([, value]) => value)),
    ),
});
export type ClinicFields = z.output<typeof ClinicFields>;
export type ClinicFieldsInput = z.input<typeof ClinicFields>;

export const ClinicPatch = ClinicFields.partial();
export type ClinicPatch = z.output<typeof ClinicPatch>;

/** What create requires: a name; everything else has a default. */
export const NewClinic = ClinicFields.partial().required({ name: true });
export type NewClinic = z.output<typeof NewClinic>;

/** A custom SDK key (CLI --sdk-key, DEMO_SDK_KEY): URL-safe, long enough to guess hard. */
export const CustomSdkKey = z
  .string()
  .regex(/^[A-Za-z0-9._~-]{8,200}$/, 'must be 8-200 URL-safe characters (A-Z a-z 0-9 . _ ~ -)');
