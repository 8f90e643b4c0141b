import { type AdminLeadSummary, readApiError } from '@afterlook/api';
import {
  FORM_NAMES,
  LEAD_STATUSES,
  LEADS_PAGE_SIZE,
  PROCEDURES,
  procedureDisplayName,
} from '@afterlook/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { type FormEvent, useCallback, useEffect, useId, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/staff-client.ts';
import { leadName, StatusBadge, saveFile } from '../../components/lead-bits.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';
import {
  hasFilters,
  type LeadFilterState,
  PERIODS,
  readFilters,
  toServerFilter,
  writeFilters,
} from './lead-filters.ts';

/** What the lead page hands back after a deletion (shown once above the list). */
export interface DeletedLeadNotice {
  readonly name: string;
  readonly images: number;
  readonly messages: number;
}

/**
 * The clinic's leads, newest first: search, filters (kept in the address), pages of
 * LEADS_PAGE_SIZE, and the CSV export of exactly the filtered list. Each row's name is
 * a link: Tab reaches every row, Enter opens it.
 */
export default function LeadsPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.list;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => readFilters(params), [params]);
  const filterKey = writeFilters(filters).toString();
  const serverFilter = useMemo(() => toServerFilter(filters), [filters]);

  // Cursor pagination: the cursors of the pages seen so far, reset by a new filter.
  const [pages, setPages] = useState<{ key: string; cursors: (string | undefined)[] }>({
    key: filterKey,
    cursors: [undefined],
  });
  const cursors = pages.key === filterKey ? pages.cursors : [undefined];
  const pageIndex = cursors.length - 1;
  const cursor = cursors[pageIndex];

  const leads = useQuery({
    queryKey: ['leads', filterKey, cursor ?? ''],
    queryFn: () => api.listLeads({ ...serverFilter, limit: LEADS_PAGE_SIZE, cursor }),
    placeholderData: keepPreviousData,
  });

  const exportCsv = useMutation({
    mutationFn: () => api.downloadLeadsCsv(serverFilter),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });

  const deleted = (location.state as { deleted?: DeletedLeadNotice } | null)?.deleted;
  const apply = useCallback(
    (next: LeadFilterState) => setParams(writeFilters(next), { replace: true }),
    [setParams],
  );

  return (
    <>
      <PageHeader title={t.dashboard.nav.leads}>
        <button
          type="button"
          className="button"
          onClick={() => exportCsv.mutate()}
          disabled={exportCsv.isPending}
        >
          {exportCsv.isPending ? texts.exporting : texts.exportCsv}
        </button>
      </PageHeader>
      {exportCsv.isError ? (
        <p className="notice notice-error" role="alert">
          {texts.exportFailed}
        </p>
      ) : null}
      {deleted ? (
        <p className="notice notice-ok" role="status">
          {fill(texts.deleted, {
            name: deleted.name || t.dashboardLeads.lead.unnamed,
            images: deleted.images,
            messages: deleted.messages,
          })}
        </p>
      ) : null}
      <Filters filters={filters} onApply={apply} />
      {leads.isPending ? (
        <Loading />
      ) : leads.isError ? (
        readApiError(leads.error)?.error === 'query_too_short' ? (
          <p className="notice" role="alert">
            {texts.queryTooShort}
          </p>
        ) : (
          <LoadError error={leads.error} onRetry={() => leads.refetch()} />
        )
      ) : (
        <>
          <p className="list-count" role="status">
            {leads.data.total === 1
              ? texts.countOne
              : fill(texts.count, { count: leads.data.total.toLocaleString(language) })}
          </p>
          {leads.data.leads.length === 0 ? (
            <p className="empty">{hasFilters(filters) ? texts.noMatch : texts.none}</p>
          ) : (
            <LeadsTable leads={leads.data.leads} busy={leads.isFetching} />
          )}
          <Pagination
            pageIndex={pageIndex}
            shown={leads.data.leads.length}
            total={leads.data.total}
            nextCursor={leads.data.next_cursor}
            onPrevious={() => setPages({ key: filterKey, cursors: cursors.slice(0, -1) })}
            onNext={(next) => setPages({ key: filterKey, cursors: [...cursors, next] })}
          />
        </>
      )}
    </>
  );
}

function Filters({
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
    if (draft.q === filters.q && draft.form === filters.form) return;
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
          <label className="field">
            <span>{texts.form}</span>
            <input
              name="form"
              value={draft.form}
              maxLength={200}
              onChange={(event) => setDraft({ ...draft, form: event.target.value })}
            />
          </label>
        </div>
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

function LeadsTable({ leads, busy }: { leads: readonly AdminLeadSummary[]; busy: boolean }) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.list;
  const navigate = useNavigate();
  const location = useLocation();
  const back = { from: `${location.pathname}${location.search}` };
  return (
    <div className="table-wrap" aria-busy={busy}>
      <table className="leads-table">
        <caption className="visually-hidden">{texts.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.name}</th>
            <th scope="col">{texts.contact}</th>
            <th scope="col">{texts.procedure}</th>
            <th scope="col">{texts.flow}</th>
            <th scope="col">{texts.status}</th>
            <th scope="col">{texts.received}</th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => {
            const name = leadName(lead) || t.dashboardLeads.lead.unnamed;
            const href = `/leads/${encodeURIComponent(lead.patient_uuid)}`;
            return (
              <tr
                key={lead.patient_uuid}
                // A click anywhere on the row opens it too; the keyboard uses the link.
                onClick={(event) => {
                  if ((event.target as HTMLElement).closest('a')) return;
                  navigate(href, { state: back });
                }}
              >
                <th scope="row" data-label={texts.name}>
                  <Link to={href} state={back} className="row-link">
                    {name}
                  </Link>
                  {lead.is_debug ? (
                    <span className="tag">{t.dashboardLeads.lead.testLead}</span>
                  ) : null}
                </th>
                <td data-label={texts.contact}>
                  <span className="cell-stack">
                    <span className="nowrap">{lead.patient_record.phone}</span>
                    {lead.patient_record.email ? (
                      <span className="cell-secondary">{lead.patient_record.email}</span>
                    ) : null}
                  </span>
                </td>
                <td data-label={texts.procedure}>
                  {lead.procedure ? procedureDisplayName(lead.procedure, language) : '—'}
                </td>
                <td data-label={texts.flow}>{t.dashboardLeads.flows[lead.form_name]}</td>
                <td data-label={texts.status}>
                  <StatusBadge status={lead.status} />
                </td>
                <td data-label={texts.received}>
                  <time dateTime={lead.created_at}>
                    {formatDateTime(language, lead.created_at)}
                  </time>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

function Pagination({
  pageIndex,
  shown,
  total,
  nextCursor,
  onPrevious,
  onNext,
}: {
  pageIndex: number;
  shown: number;
  total: number;
  nextCursor: string | null;
  onPrevious: () => void;
  onNext: (cursor: string) => void;
}) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.list;
  if (pageIndex === 0 && !nextCursor) return null;
  const first = pageIndex * LEADS_PAGE_SIZE + 1;
  return (
    <nav className="pagination" aria-label={texts.pagination}>
      <button type="button" className="button" onClick={onPrevious} disabled={pageIndex === 0}>
        {texts.previous}
      </button>
      <span>
        {fill(texts.range, {
          first: first.toLocaleString(language),
          last: (first + shown - 1).toLocaleString(language),
          total: total.toLocaleString(language),
        })}
      </span>
      <button
        type="button"
        className="button"
        onClick={() => nextCursor && onNext(nextCursor)}
        disabled={!nextCursor}
      >
        {texts.next}
      </button>
    </nav>
  );
}
