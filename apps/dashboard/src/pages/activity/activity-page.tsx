import '../../components/admin-pages.css';
import { AUDIT_PAGE_SIZE } from '@afterlook/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/staff-client.ts';
import { PageHeader } from '../../components/page-title.tsx';
import { LoadError, Loading } from '../../components/status.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { ActivityTable } from './activity-table.tsx';

/**
 * The clinic's audit trail (owners): who exported, deleted or changed what, when and from
 * which network, newest first, a page at a time (the server's cursor).
 */
export default function ActivityPage() {
  const { t, language } = useI18n();
  const texts = t.dashboardActivity;
  // The cursors of the pages seen so far: back is the previous one, forward the next.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const cursor = cursors.at(-1);
  const page = useQuery({
    queryKey: ['admin', 'audit', cursor ?? ''],
    queryFn: () => api.listAudit({ limit: AUDIT_PAGE_SIZE, cursor }),
    placeholderData: keepPreviousData,
  });
  const next = page.data?.next_cursor ?? null;
  const paging = t.dashboardLeads.list;

  return (
    <>
      <PageHeader title={texts.heading} />
      <p className="muted">{texts.intro}</p>
      <div className="card" aria-busy={page.isFetching}>
        {page.isPending ? <Loading /> : null}
        {page.isError ? <LoadError error={page.error} onRetry={() => page.refetch()} /> : null}
        {page.data?.entries.length === 0 ? <p className="muted">{texts.none}</p> : null}
        {page.data && page.data.entries.length > 0 ? (
          <ActivityTable entries={page.data.entries} t={t} language={language} />
        ) : null}
        {cursors.length > 1 || next ? (
          <nav className="pagination" aria-label={paging.pagination}>
            <button
              type="button"
              className="button"
              onClick={() => setCursors(cursors.slice(0, -1))}
              disabled={cursors.length === 1}
            >
              {paging.previous}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => next && setCursors([...cursors, next])}
              disabled={!next}
            >
              {paging.next}
            </button>
          </nav>
        ) : null}
      </div>
    </>
  );
}
