import * as z from 'zod/mini';
import { ProcedureSchema } from './common.ts';

/** A CSS hex colour with its '#' (#RGB, #RGBA, #RRGGBB or #RRGGBBAA), e.g. #00B7F4. */
export const HexColor = z
  .string()
  .check(
    z.regex(
      /^#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$/,
      'Must be a hex colour like #00B7F4',
    ),
  );

/**
 * The countries the clinic's lead forms take phone numbers from (ISO 3166-1 alpha-2)
 * and the one a number without a country code is read in; one of them.
 */
export const PhoneCountriesSetting = z.object({
  allowed: z.readonly(z.array(z.string())),
  default_country: z.string(),
});
export type PhoneCountriesSetting = z.infer<typeof PhoneCountriesSetting>;

export const OfferedProcedure = z.object({ type: ProcedureSchema });
export type OfferedProcedure = z.infer<typeof OfferedProcedure>;

/**
 * GET {api}/clinic-info (session auth). docs/product/api.md shows clinic_name, logo_url and
 * themeColor; the rest is the clinic context the widget needs (offered procedures,
 * font, website for the logo link, origins allowed to embed it).
 * clinic_name may be missing: the widget then shows the SDK key text (docs/product/entities.md).
 */
export const ClinicInfo = z.object({
  clinic_name: z.optional(z.nullable(z.string())),
  logo_url: z.nullable(z.string()),
  website_url: z.nullable(z.string()),
  themeColor: HexColor,
  fontFamily: z.nullable(z.string()),
  procedures: z.array(OfferedProcedure),
  allowed_origins: z.array(z.string()),
  /** Our addition: the clinic's scheduling page ('Book a consultation'), if any. */
  booking_url: z.nullable(z.string()),
  /** Our addition: the clinic's Mixpanel project token; product events go there too. */
  mixpanel_token: z.nullable(z.string()),
  /** Our addition: the chat assistant's name (null: the widget's default persona). */
  chat_persona_name: z.optional(z.nullable(z.string())),
  /** Our addition (the contract's lead form is US-only): where the clinic takes phone numbers from. */
  phone_countries: PhoneCountriesSetting,
});
export type ClinicInfo = z.infer<typeof ClinicInfo>;
