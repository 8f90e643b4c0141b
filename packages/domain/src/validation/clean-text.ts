/**
 * What a patient's free text may not carry into a clinic's dashboard or a CSV:
 * control characters (C0, DEL, C1), bidirectional overrides and isolates that make
 * text read differently than it is stored, invisible zero-width spaces and BOMs, and
 * lone surrogates (invalid Unicode). Line breaks and tabs stay in multi-line text.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/g;
const LINE_BREAKS_AND_TABS = /[\t\n\r]/g;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
const INVISIBLE = /[\u200B\u2060\uFEFF]/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Single-line text (names, places, short answers): every control character goes, tabs and breaks become spaces. */
export function cleanText(value: string): string {
  return cleanMultilineText(value).replace(LINE_BREAKS_AND_TABS, ' ');
}

/** Multi-line text (a message to the clinic): as cleanText, but line breaks and tabs stay. */
export function cleanMultilineText(value: string): string {
  return value
    .replace(LONE_SURROGATE, '')
    .replace(CONTROL, '')
    .replace(BIDI_CONTROLS, '')
    .replace(INVISIBLE, '')
    .normalize('NFC');
}
