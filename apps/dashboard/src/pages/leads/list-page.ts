/**
 * Which page of the leads list the address says, so Back, a reload or a link return to it.
 * The list pages by cursor: page 2 on is opened by the cursor the page before it gave
 * (?page=3&after=…). The cursors of the pages before are kept in the history entry's state
 * (ListHistory), for "Previous page"; the address alone still opens its page.
 */
export interface ListPage {
  /** 1 for the first page. */
  readonly number: number;
  /** The cursor that opens this page (absent on the first). */
  readonly cursor: string | undefined;
}

/** What a history entry of the list remembers: the cursors of pages 2 to the one before. */
export interface ListHistory {
  readonly earlier?: readonly string[];
}

export const FIRST_PAGE: ListPage = { number: 1, cursor: undefined };

/** The server's cursors are short; anything longer is not one. */
const CURSOR_MAX_LENGTH = 200;

export function readListPage(params: URLSearchParams): ListPage {
  const number = Number(params.get('page'));
  const cursor = params.get('after') ?? '';
  if (!Number.isSafeInteger(number) || number < 2) return FIRST_PAGE;
  if (!cursor || cursor.length > CURSOR_MAX_LENGTH) return FIRST_PAGE;
  return { number, cursor };
}

/** The address's query for a page of a filtered list (the filters' query as given). */
export function writeListPage(filters: URLSearchParams, page: ListPage): URLSearchParams {
  const params = new URLSearchParams(filters);
  params.delete('page');
  params.delete('after');
  if (page.number > 1 && page.cursor) {
    params.set('page', String(page.number));
    params.set('after', page.cursor);
  }
  return params;
}

/** The page after `page`, opened by `cursor`, and what its history entry remembers. */
export function nextPage(
  page: ListPage,
  earlier: readonly string[],
  cursor: string,
): { page: ListPage; history: ListHistory } {
  return {
    page: { number: page.number + 1, cursor },
    history: { earlier: page.cursor ? [...earlier, page.cursor] : [] },
  };
}

/**
 * The page before `page`. Its cursor is the last one remembered; where the history entry
 * does not hold them all (a link opened in a new tab), the first page.
 */
export function previousPage(
  page: ListPage,
  earlier: readonly string[],
): { page: ListPage; history: ListHistory } {
  const cursor = earlier.at(-1);
  if (page.number <= 2 || !cursor || earlier.length !== page.number - 2) {
    return { page: FIRST_PAGE, history: {} };
  }
  return {
    page: { number: page.number - 1, cursor },
    history: { earlier: earlier.slice(0, -1) },
  };
}
