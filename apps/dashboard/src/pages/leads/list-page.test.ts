import { describe, expect, it } from 'vitest';
import { FIRST_PAGE, nextPage, previousPage, readListPage, writeListPage } from './list-page.ts';

const query = (text: string) => new URLSearchParams(text);

describe('the leads list page in the address', () => {
  it('reads page 2 on with its cursor, else the first page', () => {
    expect(readListPage(query('page=3&after=abc'))).toEqual({ number: 3, cursor: 'abc' });
    expect(readListPage(query(''))).toEqual(FIRST_PAGE);
    expect(readListPage(query('page=1&after=abc'))).toEqual(FIRST_PAGE);
    expect(readListPage(query('page=2'))).toEqual(FIRST_PAGE);
    expect(readListPage(query('page=two&after=abc'))).toEqual(FIRST_PAGE);
    expect(readListPage(query('page=2.5&after=abc'))).toEqual(FIRST_PAGE);
    expect(readListPage(query(`page=2&after=${'x'.repeat(201)}`))).toEqual(FIRST_PAGE);
  });

  it('writes the page beside the filters, and the first page as the filters alone', () => {
    const filters = query('q=ana&status=new');
    expect(writeListPage(filters, { number: 2, cursor: 'c2' }).toString()).toBe(
      'q=ana&status=new&page=2&after=c2',
    );
    expect(writeListPage(query('q=ana&page=4&after=c4'), FIRST_PAGE).toString()).toBe('q=ana');
    // The filters given are not changed.
    expect(filters.toString()).toBe('q=ana&status=new');
  });

  it('goes forward and back through the cursors the history entries remember', () => {
    const second = nextPage(FIRST_PAGE, [], 'c2');
    expect(second).toEqual({ page: { number: 2, cursor: 'c2' }, history: { earlier: [] } });
    const third = nextPage(second.page, second.history.earlier ?? [], 'c3');
    expect(third).toEqual({ page: { number: 3, cursor: 'c3' }, history: { earlier: ['c2'] } });
    expect(previousPage(third.page, third.history.earlier ?? [])).toEqual(second);
    expect(previousPage(second.page, [])).toEqual({ page: FIRST_PAGE, history: {} });
  });

  it('goes back to the first page when the cursors before are not known (a link opened anew)', () => {
    expect(previousPage({ number: 5, cursor: 'c5' }, [])).toEqual({
      page: FIRST_PAGE,
      history: {},
    });
  });
});
