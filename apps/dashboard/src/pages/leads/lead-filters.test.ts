import { describe, expect, it } from 'vitest';
import {
  browserLeadsHref,
  readFilters,
  toServerFilter,
  toServerSort,
  writeFilters,
} from './lead-filters.ts';

const NOW = new Date('2026-11-25T10:00:00.000Z');

describe("the leads list's filters", () => {
  it('round-trip through the address, unknown values dropped', () => {
    const params = new URLSearchParams(
      'q=ana&period=custom&from=2026-11-01&to=2026-11-20&procedure=BBL&flow=ONBOARDING_TIER1&browser=b-1&status=booked&extra=1',
    );
    const filters = readFilters(params);
    expect(writeFilters(filters).toString()).toBe(
      'q=ana&period=custom&from=2026-11-01&to=2026-11-20&procedure=BBL&flow=ONBOARDING_TIER1&browser=b-1&status=booked',
    );
    expect(
      readFilters(new URLSearchParams('status=won&procedure=NOSE&period=d5&from=yesterday')),
    ).toMatchObject({ status: '', procedure: '', period: 'all', from: '' });
  });

  it("become the server's filter: days back as UTC days, text trimmed, empties left out", () => {
    const filters = readFilters(new URLSearchParams('q=%20ana%20&period=d7&status=new'));
    expect(toServerFilter(filters, NOW)).toEqual({ q: 'ana', from: '2026-11-19', status: 'new' });
    expect(toServerFilter(readFilters(new URLSearchParams('period=today')), NOW)).toEqual({
      from: '2026-11-25',
    });
    expect(toServerFilter(readFilters(new URLSearchParams()), NOW)).toEqual({});
  });

  it('issue 31: a lead page’s “leads from this browser” link filters by its browser id (form_user_id), an old `form=` address too', () => {
    const href = browserLeadsHref('b7f0 c2d4&x');
    expect(href).toBe('/leads?browser=b7f0+c2d4%26x');
    const fromLink = readFilters(new URL(href, 'https://dashboard.example').searchParams);
    expect(toServerFilter(fromLink, NOW)).toEqual({ form_user_id: 'b7f0 c2d4&x' });
    expect(toServerFilter(readFilters(new URLSearchParams('form=landing')), NOW)).toEqual({
      form_user_id: 'landing',
    });
  });

  it('issue 31 (working the list): "My leads" is assignee=me in the address and the server filter; nobody\'s is none; anything else is dropped', () => {
    const mine = readFilters(new URLSearchParams('assignee=me&status=new'));
    expect(mine.assignee).toBe('me');
    expect(writeFilters(mine).toString()).toBe('status=new&assignee=me');
    expect(toServerFilter(mine, NOW)).toEqual({ status: 'new', assignee: 'me' });
    expect(toServerFilter(readFilters(new URLSearchParams('assignee=none')), NOW)).toEqual({
      assignee: 'none',
    });
    // A member's id is not a choice of the list's form (it names no one the clinic sees here).
    expect(readFilters(new URLSearchParams('assignee=s-1')).assignee).toBe('');
  });

  it('issue 31 (working the list): the order is kept in the address (newest first left out) and sent with the list, never with the CSV', () => {
    const oldest = readFilters(new URLSearchParams('sort=received_asc&status=new'));
    expect(writeFilters(oldest).toString()).toBe('status=new&sort=received_asc');
    expect(toServerSort(oldest)).toEqual({ sort: 'received_asc' });
    expect(toServerFilter(oldest, NOW)).toEqual({ status: 'new' });
    expect(toServerSort(readFilters(new URLSearchParams('sort=status')))).toEqual({
      sort: 'status',
    });
    // A name is sealed: no such order; unknown orders are dropped.
    expect(toServerSort(readFilters(new URLSearchParams('sort=name')))).toEqual({});
    expect(writeFilters(readFilters(new URLSearchParams('sort=received_desc'))).toString()).toBe(
      '',
    );
  });

  it('keep the search as typed in the address, so typing is not interrupted', () => {
    const typed = { ...readFilters(new URLSearchParams()), q: 'ana ' };
    expect(readFilters(writeFilters(typed)).q).toBe('ana ');
  });
});
