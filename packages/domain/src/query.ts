import { THEME_DEFAULTS } from './constants.ts';
import { isLanguage, type Language } from './enums.ts';
import { type Procedure, parseProcedure } from './procedures.ts';
import { plainHttpOrigin } from './validation/web-origin.ts';

/** The widget's query parameters (docs/product/routes.md), read once at start. Absent or blank → null. */
export interface WidgetQuery {
  readonly clinicSdkKey: string | null;
  /** A CSS hex colour with its '#', default #00B7F4. */
  readonly themeColor: string;
  /** raw as given; value when it names a known procedure (any letter case). */
  readonly procedure: { readonly raw: string | null; readonly value: Procedure | null };
  /** Absolute http(s) address of the form configuration, else null. */
  readonly configUrl: string | null;
  readonly lang: Language;
  /** For the caller to console.warn when lang came from the browser instead of the address. */
  readonly langWarning?: string;
  /** A single font-family name safe to put in CSS, default Urbanist. */
  readonly fontFamily: string;
  readonly name: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly ctaCopy: string | null;
  readonly formVersion: string | null;
  /** 'direct' when absent. */
  readonly referrer: string;
}

const HEX_COLOUR = /^#?([0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
/** Letters, digits, spaces, hyphens, underscores: no quotes, commas, semicolons or braces. */
const SAFE_FONT_FAMILY = /^[\p{L}\p{N}][\p{L}\p{N} _-]{0,63}$/u;

const text = (params: URLSearchParams, key: string): string | null => {
  const value = params.get(key)?.trim();
  return value ? value : null;
};

/**
 * Theme colour as a hex colour. '#' must be encoded as %23 in an address, so a
 * bare '00B7F4' is accepted too and gets its '#'. Anything else → default.
 */
export function parseThemeColor(raw: string | null): string {
  const match = raw === null ? null : HEX_COLOUR.exec(raw.trim());
  return match ? `#${match[1]}` : THEME_DEFAULTS.themeColor;
}

/** One font-family name, outer quotes and spaces removed, or the default when unsafe. */
export function parseFontFamily(raw: string | null): string {
  const name = raw
    ?.trim()
    .replace(/^(['"])(.*)\1$/, '$2')
    .trim()
    .replace(/\s+/g, ' ');
  return name && SAFE_FONT_FAMILY.test(name) ? name : THEME_DEFAULTS.fontFamily;
}

/**
 * An unencoded '+' in an address decodes as a space. Email addresses never hold
 * spaces and phone numbers only lead with '+', so both get their '+' back.
 */
const restorePlusInEmail = (raw: string | null): string | null => raw?.replace(/ /g, '+') ?? null;
const restorePlusInPhone = (params: URLSearchParams): string | null => {
  const raw = params.get('phone');
  const value = text(params, 'phone');
  return raw !== null && value !== null && /^ +\d/.test(raw) ? `+${value}` : value;
};

/**
 * Absolute http(s) addresses on a plain hostname only: the widget fetches it and the
 * server names its origin in the page's CSP (`https://*` or `https://a;sandbox` → null).
 */
export function parseConfigUrl(raw: string | null): string | null {
  return plainHttpOrigin(raw) === null ? null : new URL(raw as string).href;
}

/**
 * lang from the address when it is en or es; otherwise the first browser
 * language starting with es or en (en when none), with a console warning.
 */
export function resolveLanguage(
  raw: string | null,
  browserLanguages: readonly string[],
): { lang: Language; warning?: string } {
  const given = raw?.toLowerCase() ?? null;
  if (isLanguage(given)) return { lang: given };
  const fromBrowser = browserLanguages
    .map((tag) => tag.trim().toLowerCase().slice(0, 2))
    .find((prefix): prefix is Language => isLanguage(prefix));
  const lang = fromBrowser ?? 'en';
  const source = fromBrowser ? 'the browser language' : 'the default';
  const problem =
    given === null ? 'No lang query parameter' : `Unsupported lang query parameter '${raw}'`;
  return { lang, warning: `${problem} (use lang=en or lang=es); using ${source} '${lang}'.` };
}

/** Every query parameter of the widget, parsed and defaulted in one place. */
export function parseWidgetQuery(
  search: string | URLSearchParams,
  browserLanguages: readonly string[],
): WidgetQuery {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const procedureRaw = text(params, 'procedure');
  const { lang, warning } = resolveLanguage(text(params, 'lang'), browserLanguages);
  return {
    clinicSdkKey: text(params, 'clinicSdkKey'),
    themeColor: parseThemeColor(text(params, 'themeColor')),
    procedure: { raw: procedureRaw, value: parseProcedure(procedureRaw) ?? null },
    configUrl: parseConfigUrl(text(params, 'configUrl')),
    lang,
    ...(warning === undefined ? {} : { langWarning: warning }),
    fontFamily: parseFontFamily(text(params, 'fontFamily')),
    name: text(params, 'name'),
    email: restorePlusInEmail(text(params, 'email')),
    phone: restorePlusInPhone(params),
    ctaCopy: text(params, 'ctaCopy'),
    formVersion: text(params, 'formVersion'),
    referrer: text(params, 'referrer') ?? 'direct',
  };
}
