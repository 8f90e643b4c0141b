import { isLanguage, type Language } from '@afterlook/domain';

/**
 * The session's language: the body's `lang` when given, else the first en/es of
 * Accept-Language (quality order), else en.
 */
export function pickSessionLanguage(
  bodyLang: Language | undefined,
  acceptLanguage: string | undefined,
): Language {
  if (bodyLang) return bodyLang;
  if (!acceptLanguage) return 'en';
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params
        .map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1])
        .find((value) => value !== undefined);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q) : 1, index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((entry) => isLanguage(entry.base));
  return found && isLanguage(found.base) ? found.base : 'en';
}
