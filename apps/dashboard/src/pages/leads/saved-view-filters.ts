import type { SavedLeadViewFilters } from '@afterlook/api';
import { LEAD_VIEW_PERIODS } from '@afterlook/domain';
import { type LeadFilterState, readFilters } from './lead-filters.ts';

const isViewPeriod = (period: string): period is (typeof LEAD_VIEW_PERIODS)[number] =>
  LEAD_VIEW_PERIODS.some((known) => known === period);

/**
 * The list's filters as a saved view keeps them: a preset period stays a period ("the
 * last 7 days" is relative to the day the view is opened), chosen days stay days.
 */
export function toSavedFilters(state: LeadFilterState): SavedLeadViewFilters {
  const q = state.q.trim();
  const browser = state.browser.trim();
  return {
    ...(q ? { q } : {}),
    ...(isViewPeriod(state.period) ? { period: state.period } : {}),
    ...(state.period === 'custom' && state.from ? { from: state.from } : {}),
    ...(state.period === 'custom' && state.to ? { to: state.to } : {}),
    ...(state.procedure ? { procedure: state.procedure as SavedLeadViewFilters['procedure'] } : {}),
    ...(state.flow ? { form_name: state.flow as SavedLeadViewFilters['form_name'] } : {}),
    ...(browser ? { form_user_id: browser } : {}),
    ...(state.status ? { status: state.status as SavedLeadViewFilters['status'] } : {}),
    ...(state.assignee ? { assignee: state.assignee } : {}),
    ...(state.sort ? { sort: state.sort } : {}),
  };
}

/** A saved view's filters as the list's state (what the list cannot show is dropped). */
export function fromSavedFilters(filters: SavedLeadViewFilters): LeadFilterState {
  const params = new URLSearchParams();
  const set = (name: string, value: string | undefined) => {
    if (value) params.set(name, value);
  };
  set('q', filters.q);
  if (filters.period) params.set('period', filters.period);
  else if (filters.from || filters.to) params.set('period', 'custom');
  set('from', filters.from);
  set('to', filters.to);
  set('procedure', filters.procedure);
  set('flow', filters.form_name);
  set('browser', filters.form_user_id);
  set('status', filters.status);
  set('assignee', filters.assignee);
  set('sort', filters.sort);
  return readFilters(params);
}
