/**
 * Keeps a spreadsheet from running what a patient typed (OWASP's CSV injection advice),
 * whichever separator it splits on: Excel in English splits a CSV on ',', in Spanish,
 * German or French on ';'. A cell is quoted when it holds any separator, a quote or a
 * line break, and every piece a splitter could make of it (the cell's start, and
 * whatever follows a ',', ';', tab or line break, past spaces and quotes) that starts
 * like a formula gets a leading apostrophe, so even a reader that ignores our quotes
 * sees text.
 */

/** The cells the export quotes: any separator, quote or line break. */
export const CSV_QUOTED_CELL = /[,;\t"\r\n]/;

/** Where a piece of a cell begins, then a formula's first character. */
const FORMULA_PIECE = /(?<=(?:^|[,;\t\r\n])[ "]*)(?=[=+\-@\t\r])/g;

/** Free text as a cell no spreadsheet evaluates, whatever its separator. */
export const inertCell = (value: string): string => value.replace(FORMULA_PIECE, "'");

/**
 * A phone stored as E.164 ('+' and digits only) holds no separator nor formula: it goes
 * out as is, for CRMs and dialers. Anything else is free text.
 */
export const phoneCell = (value: string): string =>
  /^\+[1-9]\d{6,14}$/.test(value) ? value : inertCell(value);
