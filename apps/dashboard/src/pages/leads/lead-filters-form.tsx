import {
  FORM_NAMES,
  LEAD_SORTS,
  LEAD_STATUSES,
  type LeadSort,
  PROCEDURES,
  procedureDisplayName,
} from '@afterlook/domain';
import { type FormEvent, useEffect, useId, useMemo, useState } from 'react';
import { fill, useI18n } from '../../i18n/i18n.tsx';
import {
  ASSIGNEE_CHOICES,
  type AssigneeChoice,
  hasFilters,
  type LeadFilterState,
  PERIODS,
  readFilters,
} from './lead-filters.ts';

const oneOfAssignees = (value: string): AssigneeChoice =>
  ASSIGNEE_CHOICES.find((choice) => choice === value) ?? '';

// Newest first is the server's default: the address leaves it out.
const oneOfSorts = (value: string): LeadSort | '' =>
  LEAD_SORTS.find((sort) => sort === value && sort !== 'received_desc') ?? '';

/**
 * The leads list's search and filters. A browser filter (the widget's anonymous id, from
 * a lead page's "leads from this browser" link) is shown as set, with its own removal:
 * it is never typed here.
 */
export function LeadFiltersForm({
  filters,
  onApply,
}: {
  filters: LeadFilterState;
  onApply: (next: LeadFilterState) => void;
}) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.list;
  const [draft, setDraft] = useState(filters);
  const hintId = useId();
  // The address changed (back, forward, clear): show what it says.
  useEffect(() => setDraft(filters), [filters]);

  // Choices apply at once; typed text applies on Enter, Apply, or a pause in typing.
  const choose = (patch: Partial<LeadFilterState>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    onApply(next);
  };
  useEffect(() => {
    if (draft.q === filters.q) return;
    const timer = setTimeout(() => onApply(draft), 500);
    return () => clearTimeout(timer);
  }, [draft, filters, onApply]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };

  const procedures = useMemo(
    () =>
      PROCEDURES.map((procedure) => ({
        value: procedure,
        label: procedureDisplayName(procedure, language),
      })).sort((a, b) => a.label.localeCompare(b.label, language)),
    [language],
  );

  return (
    <search aria-label={texts.filters} className="filters card">
      <form onSubmit={onSubmit}>
        <div className="filters-search">
          <label className="field">
            <span>{texts.search}</span>
            <input
              type="search"
              name="q"
              value={draft.q}
              maxLength={200}
              aria-describedby={hintId}
              onChange={(event) => setDraft({ ...draft, q: event.target.value })}
            />
          </label>
          <button type="submit" className="button">
            {texts.apply}
          </button>
        </div>
        <p id={hintId} className="muted small filters-hint">
          {texts.searchHint}
        </p>
        <div className="filters-grid">
          <label className="field">
            <span>{texts.period}</span>
            <select
              value={draft.period}
              onChange={(event) =>
                choose({ period: event.target.value as LeadFilterState['period'] })
              }
            >
              {PERIODS.map((period) => (
                <option key={period} value={period}>
                  {texts.periods[period]}
                </option>
              ))}
            </select>
          </label>
          {draft.period === 'custom' ? (
            <>
              <label className="field">
                <span>{texts.from}</span>
                <input
                  type="date"
                  value={draft.from}
                  max={draft.to || undefined}
                  onChange={(event) => choose({ from: event.target.value })}
                />
              </label>
              <label className="field">
                <span>{texts.to}</span>
                <input
                  type="date"
                  value={draft.to}
                  min={draft.from || undefined}
                  onChange={(event) => choose({ to: event.target.value })}
                />
              </label>
            </>
          ) : null}
          <label className="field">
            <span>{texts.status}</span>
            <select
              name="status"
              value={draft.status}
              onChange={(event) => choose({ status: event.target.value })}
            >
              <option value="">{texts.any}</option>
              {LEAD_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t.dashboardLeads.statuses[status]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{texts.sort}</span>
            <select
              name="sort"
              value={draft.sort || 'received_desc'}
              onChange={(event) => choose({ sort: oneOfSorts(event.target.value) })}
            >
              {LEAD_SORTS.map((sort) => (
                <option key={sort} value={sort}>
                  {texts.sorts[sort]}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{texts.assignee}</span>
            <select
              name="assignee"
              value={draft.assignee}
              onChange={(event) => choose({ assignee: oneOfAssignees(event.target.value) })}
            >
              <option value="">{texts.any}</option>
              <option value="me">{texts.assigneeMe}</option>
              <option value="none">{texts.assigneeNone}</option>
            </select>
          </label>
          <label className="field">
            <span>{texts.procedure}</span>
            <select
              value={draft.procedure}
              onChange={(event) => choose({ procedure: event.target.value })}
            >
              <option value="">{texts.any}</option>
              {procedures.map(({ value, label }) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{texts.flow}</span>
            <select value={draft.flow} onChange={(event) => choose({ flow: event.target.value })}>
              <option value="">{texts.any}</option>
              {FORM_NAMES.map((flow) => (
                <option key={flow} value={flow}>
                  {t.dashboardLeads.flows[flow]}
                </option>
              ))}
            </select>
          </label>
        </div>
        {filters.browser ? (
          <p className="filters-browser">
            {fill(texts.browserOnly, { id: filters.browser })}{' '}
            <button
              type="button"
              className="button button-quiet"
              onClick={() => choose({ browser: '' })}
            >
              {texts.browserAll}
            </button>
          </p>
        ) : null}
        {hasFilters(filters) ? (
          <p className="filters-clear">
            <button
              type="button"
              className="button button-quiet"
              onClick={() => choose(readFilters(new URLSearchParams()))}
            >
              {texts.clear}
            </button>
          </p>
        ) : null}
      </form>
    </search>
  );
}
