import {
  CLINIC_LOGO_MAX_MB,
  CLINIC_LOGO_RULES,
  type DashboardMessages,
  interpolate,
  type Language,
} from '@afterlook/domain';

type LogoTexts = Pick<
  DashboardMessages['dashboardSettings']['fields'],
  'logoHint' | 'logoTooLarge'
>;

/** MB as the language writes them, one decimal rounded up (2 MB and a byte is 2.1, not 2). */
const megabytes = (mb: number, language: Language) =>
  new Intl.NumberFormat(language === 'es' ? 'es-ES' : 'en-US', {
    maximumFractionDigits: 1,
  }).format(Math.ceil(mb * 10) / 10);

/** The logo field's hint, with the server's limit (packages/domain). */
export const logoHint = (texts: LogoTexts, language: Language): string =>
  interpolate(texts.logoHint, { max: megabytes(CLINIC_LOGO_MAX_MB, language) });

/** The words for a logo of `bytes` over the limit (before upload, or the server's 413). */
export const logoTooLarge = (bytes: number, texts: LogoTexts, language: Language): string =>
  interpolate(texts.logoTooLarge, {
    size: megabytes(bytes / 1_048_576, language),
    max: megabytes(CLINIC_LOGO_MAX_MB, language),
  });

/**
 * Why a chosen file cannot be the logo, said before it is sent (the server would refuse
 * it with 413 logo_too_large after reading it all); null when it may go.
 */
export const logoFileProblem = (
  file: { readonly size: number },
  texts: LogoTexts,
  language: Language,
): string | null =>
  file.size > CLINIC_LOGO_RULES.maxBytes ? logoTooLarge(file.size, texts, language) : null;
