import {
  ChatFaq,
  type ChatFaqEntry,
  type ChatServiceEntry,
  ChatServices,
  PhoneCountriesSetting,
  PracticeFacts,
} from '@afterlook/api';
import { DEFAULT_PHONE_COUNTRIES, PROCEDURES, type Procedure } from '@afterlook/domain';
import { normalizeOriginPattern } from '@afterlook/embed/allowed-origins';
import type { Selectable } from 'kysely';
import type { ClinicsTable } from '../../ports/db-schema.ts';
import { clinicTimeZone } from './clinic-time-zone.ts';

/** A clinic as services see it: lists decoded from their JSON columns. */
export interface ClinicRecord {
  readonly id: string;
  readonly name: string;
  readonly website_url: string | null;
  readonly logo_url: string | null;
  readonly theme_color: string;
  readonly font_family: string | null;
  readonly procedures: Procedure[];
  /**
   * Origins allowed to embed the widget (frame it, be talked to, create sessions, get
   * CORS): the list the clinic set, or by default its website's origin. Empty for a
   * clinic with neither: no site can embed it.
   */
  readonly allowed_origins: string[];
  readonly booking_url: string | null;
  readonly mixpanel_token: string | null;
  /** Photos no lead references are deleted after this many days. */
  readonly image_retention_days: number;
  /** Leads, with their photos and messages, are deleted after this many days. */
  readonly lead_retention_days: number;
  /** A patient back with the same phone or email within these days is a visit of their lead; 0 = off. */
  readonly returning_patient_window_days: number;
  /** Where new leads are sent (webhooks/); null = no notifications. */
  readonly webhook_url: string | null;
  /** The clinic's own questions and answers for its chat assistant. */
  readonly chat_faq: ChatFaqEntry[];
  readonly chat_persona_name: string | null;
  readonly chat_services: ChatServiceEntry[];
  /** The clinic's own chat endpoint, if any; its key is never shown, only whether one is set. */
  readonly chat_llm_url: string | null;
  readonly chat_llm_model: string | null;
  readonly chat_llm_key_set: boolean;
  /** ISO 3166-1 alpha-2 country code. */
  readonly country: string;
  /** The zone an owner chose; null: the clinic follows its country's main zone. */
  readonly time_zone: string | null;
  /** The zone its days follow: the chosen one, else the country's (clinic-time-zone.ts). */
  readonly time_zone_in_use: string;
  readonly practice_facts: PracticeFacts;
  readonly phone_countries: PhoneCountriesSetting;
  readonly created_at: string;
  readonly updated_at: string;
}

/** The stored phone countries (JSON); US when unreadable, as for a clinic that never chose. */
export const parsePhoneCountries = (json: string): PhoneCountriesSetting =>
  PhoneCountriesSetting.safeParse(JSON.parse(json)).data ?? {
    allowed: [...DEFAULT_PHONE_COUNTRIES.allowed],
    default_country: DEFAULT_PHONE_COUNTRIES.default_country,
  };

const parseList = (json: string): unknown[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
};

/** The origin of a clinic's website, the default of its allowed origins. */
const websiteOrigin = (websiteUrl: string | null): string | null =>
  websiteUrl && URL.canParse(websiteUrl)
    ? normalizeOriginPattern(new URL(websiteUrl).origin)
    : null;

export function toClinicRecord({
  chat_llm_api_key,
  ...row
}: Selectable<ClinicsTable>): ClinicRecord {
  const listed = parseList(row.allowed_origins).flatMap((value) => {
    const origin = typeof value === 'string' ? normalizeOriginPattern(value) : null;
    return origin ? [origin] : [];
  });
  const website = websiteOrigin(row.website_url);
  // The key epoch (signed URLs) and the webhook secret are not settings to show.
  const { key_epoch: _keyEpoch, webhook_secret: _webhookSecret, ...fields } = row;
  return {
    ...fields,
    // Keep the catalog's order; drop values a newer catalog may have retired.
    procedures: PROCEDURES.filter((p) => parseList(row.procedures).includes(p)),
    allowed_origins: listed.length > 0 ? listed : website ? [website] : [],
    chat_faq: ChatFaq.safeParse(JSON.parse(row.chat_faq)).data ?? [],
    chat_services: ChatServices.safeParse(JSON.parse(row.chat_services)).data ?? [],
    practice_facts: PracticeFacts.safeParse(JSON.parse(row.practice_facts)).data ?? {},
    phone_countries: parsePhoneCountries(row.phone_countries),
    time_zone_in_use: clinicTimeZone(row),
    chat_llm_key_set: chat_llm_api_key !== null,
  };
}
