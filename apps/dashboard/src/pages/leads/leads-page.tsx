import { type AdminLeadSummary, readApiError } from '@afterlook/api';
import { LEADS_PAGE_SIZE, procedureDisplayName } from '@afterlook/domain';
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { api } from '../../api/staff-client.ts';
import { ActionButton } from '../../components/action-button.tsx';
import { leadName, StatusBadge, saveFile } from '../../components/lead-bits.tsx';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { fill, formatDateTime, useI18n } from '../../i18n/i18n.tsx';
import { useClinicTimeZone } from '../../session/clinic-time-zone.ts';
import { useMe } from '../../session/session.tsx';
import { ReturningBadge } from '../lead/lead-visits.tsx';
import { BulkStatusBar } from './bulk-status.tsx';
import {
  hasFilters,
  type LeadFilterState,
  readFilters,
  toServerFilter,
  toServerSort,
  writeFilters,
} from './lead-filters.ts';
import { LeadFiltersForm } from './lead-filters-form.tsx';
import { selectedOnPage, toggled } from './lead-selection.ts';
import {
  FIRST_PAGE,
  type ListHistory,
  type ListPage,
  nextPage,
  previousPage,
  readListPage,
  writeListPage,
} from './list-page.ts';
import { SavedViews } from './saved-views.tsx';
import { useListScroll } from './use-list-scroll.ts';

/** What the lead page hands back after a deletion (shown once above the list). */
export interface DeletedLeadNotice {
  readonly name: string;
  readonly images: number;
  readonly messages: number;
}

/**
 * The clinic's leads, newest first: search, filters and the page (kept in the address, so
 * Back from a lead returns to them, scrolled as left), pages of LEADS_PAGE_SIZE, and the
 * CSV export of exactly the filtered list. Each row's name is a link: Tab reaches every
 * row, Enter opens it.
 */
export default function LeadsPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.list;
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const filters = useMemo(() => readFilters(params), [params]);
  const filterKey = writeFilters(filters).toString();
  const serverFilter = useMemo(() => toServerFilter(filters), [filters]);

  // Cursor pagination: the page's cursor in the address, the ones before in its history entry.
  const page = useMemo(() => readListPage(params), [params]);
  const earlier = (location.state as ListHistory | null)?.earlier ?? [];
  const goTo = ({ page: to, history }: { page: ListPage; history: ListHistory }) =>
    setParams(writeListPage(writeFilters(filters), to), { state: history });

  const leads = useQuery({
    queryKey: ['leads', filterKey, page.cursor ?? ''],
    queryFn: () =>
      api.listLeads({
        ...serverFilter,
        ...toServerSort(filters),
        limit: LEADS_PAGE_SIZE,
        cursor: page.cursor,
      }),
    placeholderData: keepPreviousData,
  });
  // Back scrolls the list once it is laid out as it was left: its rows, and its times in the
  // clinic's zone (named in a header, they change its height).
  const zone = useClinicTimeZone();
  useListScroll(leads.isSuccess && zone !== undefined);
  // An address whose cursor this server never gave (edited by hand): its first page.
  const badCursor = readApiError(leads.error)?.error === 'invalid_cursor';
  useEffect(() => {
    if (badCursor) setParams(writeListPage(params, FIRST_PAGE), { replace: true });
  }, [badCursor, params, setParams]);

  const exportCsv = useMutation({
    mutationFn: () => api.downloadLeadsCsv(serverFilter),
    onSuccess: ({ blob, fileName }) => saveFile(blob, fileName),
  });
  // Owners, and staff an owner allowed (the server refuses the others too).
  const canExport = useMe().user.can_export_and_delete;

  // The leads checked for a bulk status change (only those on the page shown count).
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const checked = selectedOnPage(selected, leads.data?.leads ?? []);

  const deleted = (location.state as { deleted?: DeletedLeadNotice } | null)?.deleted;
  // A new filter shows its first page, where the filters are (not scrolled to the top).
  const apply = useCallback(
    (next: LeadFilterState) =>
      setParams(writeFilters(next), { replace: true, preventScrollReset: true }),
    [setParams],
  );

  return (
    <>
      <PageHeader title={t.dashboard.nav.leads}>
        {canExport ? (
          <ActionButton
            label={texts.exportCsv}
            pendingLabel={texts.exporting}
            pending={exportCsv.isPending}
            onClick={() => exportCsv.mutate()}
          />
        ) : null}
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
      <LeadFiltersForm filters={filters} onApply={apply} />
      <SavedViews filters={filters} onApply={apply} />
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
            <>
              <BulkStatusBar selected={checked} onDone={() => setSelected(new Set())} />
              <LeadsTable
                leads={leads.data.leads}
                busy={leads.isFetching}
                selected={selected}
                onToggle={(uuid) => setSelected((now) => toggled(now, uuid))}
              />
            </>
          )}
          <Pagination
            pageIndex={page.number - 1}
            shown={leads.data.leads.length}
            total={leads.data.total}
            nextCursor={leads.data.next_cursor}
            onPrevious={() => goTo(previousPage(page, earlier))}
            onNext={(next) => goTo(nextPage(page, earlier, next))}
          />
        </>
      )}
    </>
  );
}

/**
 * The list as a front desk reads it: name (and email), phone, procedure, status and when it
 * came in; the source flow where there is room. The columns that matter less fold away as
 * the list narrows, and on a phone each lead is a card (dashboard.css, .leads-table).
 */
function LeadsTable({
  leads,
  busy,
  selected,
  onToggle,
}: {
  leads: readonly AdminLeadSummary[];
  busy: boolean;
  selected: ReadonlySet<string>;
  onToggle: (uuid: string) => void;
}) {
  const { t, language } = useI18n();
  const texts = t.dashboardLeads.list;
  const navigate = useNavigate();
  const location = useLocation();
  const back = { from: `${location.pathname}${location.search}` };
  // Times in the clinic's zone, named in the heading (the browser's may be another).
  const zone = useClinicTimeZone();
  const received = zone ? `${texts.received} (${zone.replaceAll('_', ' ')})` : texts.received;
  const phone = t.dashboardLeads.lead.phone;
  return (
    <div className="table-wrap" aria-busy={busy}>
      <table className="leads-table">
        <caption className="visually-hidden">{texts.tableCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{texts.name}</th>
            <th scope="col">{phone}</th>
            <th scope="col">{texts.procedure}</th>
            <th scope="col">{texts.status}</th>
            <th scope="col">{received}</th>
            <th scope="col" className="leads-col-flow">
              {texts.flow}
            </th>
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
                  if ((event.target as HTMLElement).closest('a, input')) return;
                  navigate(href, { state: back });
                }}
              >
                <th scope="row" data-label={texts.name}>
                  <input
                    type="checkbox"
                    className="lead-select"
                    checked={selected.has(lead.patient_uuid)}
                    onChange={() => onToggle(lead.patient_uuid)}
                    aria-label={fill(texts.select, { name })}
                  />{' '}
                  <Link to={href} state={back} className="row-link">
                    {name}
                  </Link>
                  {lead.is_debug ? (
                    <span className="tag">{t.dashboardLeads.lead.testLead}</span>
                  ) : null}
                  <ReturningBadge visitCount={lead.visit_count} t={t} />
                  {lead.patient_record.email ? (
                    <span className="cell-secondary lead-email">{lead.patient_record.email}</span>
                  ) : null}
                </th>
                <td data-label={phone} className="nowrap">
                  {lead.patient_record.phone || '—'}
                </td>
                <td data-label={texts.procedure}>
                  {lead.procedure ? procedureDisplayName(lead.procedure, language) : '—'}
                </td>
                <td data-label={texts.status}>
                  <StatusBadge status={lead.status} />
                </td>
                {/* A returning patient's latest visit: the list is in that order. */}
                <td data-label={received}>
                  <time dateTime={lead.last_visit_at}>
                    {formatDateTime(language, lead.last_visit_at, zone)}
                  </time>
                </td>
                <td data-label={texts.flow} className="leads-col-flow">
                  {t.dashboardLeads.flows[lead.form_name]}
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
