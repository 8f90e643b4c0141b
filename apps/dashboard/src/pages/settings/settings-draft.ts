import type { ClinicSettings, ClinicSettingsPatch, PhoneCountriesSetting } from '@afterlook/api';
import {
  type Language,
  PRACTICE_FACTS,
  type PracticeFact,
  type Procedure,
} from '@afterlook/domain';

/**
 * The settings form's state: what the inputs hold (text as typed), and the change it
 * makes to the clinic's settings. Pure, so the rules live in one tested place.
 */

/** '' is an entry for both languages. */
export type EntryLang = '' | Language;

export type FaqDraft = {
  readonly question: string;
  readonly answer: string;
  readonly lang: EntryLang;
};

export type ServiceDraft = {
  readonly name: string;
  readonly description: string;
  readonly lang: EntryLang;
};

export interface SettingsDraft {
  readonly name: string;
  readonly website_url: string;
  readonly theme_color: string;
  readonly font_family: string;
  /** ISO 3166-1 alpha-2. */
  readonly country: string;
  /** An IANA zone; '' follows the country's main zone. */
  readonly time_zone: string;
  readonly phone_countries: PhoneCountriesSetting;
  readonly procedures: readonly Procedure[];
  readonly booking_url: string;
  readonly mixpanel_token: string;
  /** One origin per line. */
  readonly allowed_origins: string;
  readonly chat_persona_name: string;
  readonly chat_faq: readonly FaqDraft[];
  readonly chat_services: readonly ServiceDraft[];
  readonly chat_llm_url: string;
  readonly chat_llm_model: string;
  /** A new key to store ('' keeps the one there is). */
  readonly chat_llm_api_key: string;
  /** Remove the stored key. */
  readonly remove_llm_key: boolean;
  readonly image_retention_days: string;
  readonly lead_retention_days: string;
  readonly returning_patient_window_days: string;
  /** Each practice fact as typed ('' is not set). */
  readonly practice_facts: Readonly<Record<PracticeFact, string>>;
}

const langOf = (value: string | undefined): EntryLang =>
  value === 'en' || value === 'es' ? value : '';

export function toDraft(settings: ClinicSettings): SettingsDraft {
  return {
    name: settings.name,
    website_url: settings.website_url ?? '',
    theme_color: settings.theme_color,
    font_family: settings.font_family ?? '',
    country: settings.country,
    time_zone: settings.time_zone ?? '',
    phone_countries: settings.phone_countries,
    procedures: settings.procedures,
    booking_url: settings.booking_url ?? '',
    mixpanel_token: settings.mixpanel_token ?? '',
    allowed_origins: settings.allowed_origins.join('\n'),
    chat_persona_name: settings.chat_persona_name ?? '',
    chat_faq: settings.chat_faq.map((entry) => ({
      question: entry.question,
      answer: entry.answer,
      lang: langOf(entry.lang),
    })),
    chat_services: settings.chat_services.map((entry) => ({
      name: entry.name,
      description: entry.description,
      lang: langOf(entry.lang),
    })),
    chat_llm_url: settings.chat_llm_url ?? '',
    chat_llm_model: settings.chat_llm_model ?? '',
    chat_llm_api_key: '',
    remove_llm_key: false,
    image_retention_days: String(settings.image_retention_days),
    lead_retention_days: String(settings.lead_retention_days),
    returning_patient_window_days: String(settings.returning_patient_window_days),
    practice_facts: Object.fromEntries(
      PRACTICE_FACTS.map((fact) => [fact, settings.practice_facts[fact] ?? '']),
    ) as Record<PracticeFact, string>,
  };
}

const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

/** The origins of the textarea: one per line (commas too), blanks dropped. */
export const originsOf = (text: string): string[] =>
  text
    .split(/[\n,]/)
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** A whole number as typed, else the text itself (the server names what is wrong). */
const daysOf = (text: string): number | string => (/^\d+$/.test(text.trim()) ? Number(text) : text);

const withLang = <T extends { lang: EntryLang }>({ lang, ...rest }: T) =>
  lang === '' ? rest : { ...rest, lang };

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The settings change a draft makes: only the fields that differ from the saved
 * settings (an empty optional field clears it). The chat key is sent only when a new
 * one was typed or its removal asked.
 */
export function toPatch(draft: SettingsDraft, saved: ClinicSettings): ClinicSettingsPatch {
  const next: Record<string, unknown> = {
    name: draft.name.trim(),
    website_url: orNull(draft.website_url),
    theme_color: draft.theme_color.trim(),
    font_family: orNull(draft.font_family),
    country: draft.country,
    time_zone: orNull(draft.time_zone),
    phone_countries: draft.phone_countries,
    procedures: [...draft.procedures],
    booking_url: orNull(draft.booking_url),
    mixpanel_token: orNull(draft.mixpanel_token),
    allowed_origins: originsOf(draft.allowed_origins),
    chat_persona_name: orNull(draft.chat_persona_name),
    chat_faq: draft.chat_faq.map(withLang),
    chat_services: draft.chat_services.map(withLang),
    chat_llm_url: orNull(draft.chat_llm_url),
    chat_llm_model: orNull(draft.chat_llm_model),
    image_retention_days: daysOf(draft.image_retention_days),
    lead_retention_days: daysOf(draft.lead_retention_days),
    returning_patient_window_days: daysOf(draft.returning_patient_window_days),
    practice_facts: Object.fromEntries(
      PRACTICE_FACTS.flatMap((fact) => {
        const value = draft.practice_facts[fact].trim();
        return value ? [[fact, value]] : [];
      }),
    ),
  };
  const patch: Record<string, unknown> = {};
  for (const [field, value] of Object.entries(next)) {
    const current = (saved as unknown as Record<string, unknown>)[field];
    const comparable =
      field === 'theme_color' && typeof value === 'string' && typeof current === 'string'
        ? value.toUpperCase() === current.toUpperCase()
        : same(value, current);
    if (!comparable) patch[field] = value;
  }
  if (draft.chat_llm_api_key.trim() !== '') patch.chat_llm_api_key = draft.chat_llm_api_key.trim();
  else if (draft.remove_llm_key && saved.chat_llm_key_set) patch.chat_llm_api_key = null;
  return patch as ClinicSettingsPatch;
}

/** `#RGB`, `#RGBA`, `#RRGGBB` or `#RRGGBBAA` (the server's HexColor rule). */
export const isHexColor = (value: string): boolean =>
  /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/.test(value.trim());

/** A colour `<input type=color>` can show (#rrggbb), from any hex colour; else null. */
export function colorInputValue(value: string): string | null {
  const match = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i.exec(value.trim());
  const digits = match?.[1];
  if (!digits) return null;
  const hex =
    digits.length <= 4 ? [...digits.slice(0, 3)].map((d) => d + d).join('') : digits.slice(0, 6);
  return `#${hex.toLowerCase()}`;
}

/**
 * The theme the preview shows: the colour being typed once it is a colour (else the
 * saved one), and the font as typed (empty: the default).
 */
export function previewTheme(
  draft: Pick<SettingsDraft, 'theme_color' | 'font_family'>,
  saved: Pick<ClinicSettings, 'theme_color'>,
): { themeColor: string; fontFamily: string | null } {
  return {
    themeColor: isHexColor(draft.theme_color) ? draft.theme_color.trim() : saved.theme_color,
    fontFamily: orNull(draft.font_family),
  };
}

/** Whether the draft changes anything. */
export const isDirty = (draft: SettingsDraft, saved: ClinicSettings): boolean =>
  Object.keys(toPatch(draft, saved)).length > 0;
