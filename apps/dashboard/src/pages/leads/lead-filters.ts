import type { AdminLeadsFilter, AdminLeadsQuery } from '@afterlook/api';
import {
  FORM_NAMES,
  LEAD_SORTS,
  LEAD_STATUSES,
  type LeadSort,
  PROCEDURES,
} from '@afterlook/domain';

/** How far back the list looks: a preset number of days, or two days chosen. */
export const PERIODS = ['all', 'today', 'd7', 'd30', 'd90', 'custom'] as const;
export type Period = (typeof PERIODS)[number];

const PERIOD_DAYS: Partial<Record<Period, number>> = { today: 1, d7: 7, d30: 30, d90: 90 };

/** The list's filters as the address bar keeps them (so back, forward and links work). */
export interface LeadFilterState {
  readonly q: string;
  readonly period: Period;
  readonly from: string;
  readonly to: string;
  readonly procedure: string;
  readonly flow: string;
  /**
   * The widget's anonymous id of a browser (the lead's form_user_id): set by a lead page's
   * "leads from this browser" link, never typed (a clinic has nothing to type there).
   */
  readonly browser: string;
  readonly status: string;
  /** Whose leads: '' anyone's, 'me' the signed-in member's ("My leads"), 'none' nobody's. */
  readonly assignee: AssigneeChoice;
  /** The list's order ('' the server's default: received, newest first). */
  readonly sort: LeadSort | '';
}

/** The list's assignee choices (the server also takes a member's id). */
export const ASSIGNEE_CHOICES = ['me', 'none'] as const;
export type AssigneeChoice = (typeof ASSIGNEE_CHOICES)[number] | '';

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | '' =>
  values.find((candidate) => candidate === value) ?? '';

const isDay = (value: string | null): value is string =>
  value !== null && /^\d{4}-\d{2}-\d{2}$/.test(value);

export function readFilters(params: URLSearchParams): LeadFilterState {
  const period = oneOf(PERIODS, params.get('period')) || 'all';
  return {
    q: (params.get('q') ?? '').slice(0, 200),
    period,
    from: isDay(params.get('from')) ? (params.get('from') ?? '') : '',
    to: isDay(params.get('to')) ? (params.get('to') ?? '') : '',
    procedure: oneOf(PROCEDURES, params.get('procedure')),
    flow: oneOf(FORM_NAMES, params.get('flow')),
    // `form` was this filter's name in addresses saved before.
    browser: (params.get('browser') ?? params.get('form') ?? '').slice(0, 200),
    status: oneOf(LEAD_STATUSES, params.get('status')),
    assignee: oneOf(ASSIGNEE_CHOICES, params.get('assignee')),
    sort: oneOf(LEAD_SORTS, params.get('sort')),
  };
}

/** The address bar's query for a filter state (empty values left out). */
export function writeFilters(state: LeadFilterState): URLSearchParams {
  const params = new URLSearchParams();
  // As typed (the server filter trims): the search box keeps what is being typed.
  if (state.q.trim()) params.set('q', state.q);
  if (state.period !== 'all') params.set('period', state.period);
  if (state.period === 'custom') {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  }
  if (state.procedure) params.set('procedure', state.procedure);
  if (state.flow) params.set('flow', state.flow);
  if (state.browser.trim()) params.set('browser', state.browser);
  if (state.status) params.set('status', state.status);
  if (state.assignee) params.set('assignee', state.assignee);
  if (state.sort && state.sort !== 'received_desc') params.set('sort', state.sort);
  return params;
}

/** A UTC calendar day, `days - 1` before `now` (the server's days are UTC days). */
const utcDay = (now: Date, daysBack: number): string =>
  new Date(now.getTime() - daysBack * 86_400_000).toISOString().slice(0, 10);

/** The server's filter (admin leads and leads.csv) for a filter state. */
export function toServerFilter(state: LeadFilterState, now = new Date()): AdminLeadsFilter {
  const days = PERIOD_DAYS[state.period];
  const range =
    days !== undefined
      ? { from: utcDay(now, days - 1) }
      : state.period === 'custom'
        ? { from: state.from || undefined, to: state.to || undefined }
        : {};
  return {
    ...(state.q.trim() ? { q: state.q.trim() } : {}),
    ...range,
    ...(state.procedure ? { procedure: state.procedure as AdminLeadsFilter['procedure'] } : {}),
    ...(state.flow ? { form_name: state.flow as AdminLeadsFilter['form_name'] } : {}),
    ...(state.browser.trim() ? { form_user_id: state.browser.trim() } : {}),
    ...(state.status ? { status: state.status as AdminLeadsFilter['status'] } : {}),
    ...(state.assignee ? { assignee: state.assignee } : {}),
  };
}

/** The list's order as the server takes it (the CSV keeps its own: newest first). */
export const toServerSort = (state: LeadFilterState): Pick<AdminLeadsQuery, 'sort'> =>
  state.sort ? { sort: state.sort } : {};

/** The leads list showing only the leads sent from one browser (a lead's form_user_id). */
export const browserLeadsHref = (formUserId: string): string =>
  `/leads?${new URLSearchParams({ browser: formUserId.slice(0, 200) })}`;

export const hasFilters = (state: LeadFilterState): boolean => writeFilters(state).size > 0;
