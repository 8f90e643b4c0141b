import type { AuditEntry } from '@afterlook/api';
import { type DashboardMessages, interpolate, type Language } from '@afterlook/domain';
import { Link } from 'react-router';
import { TableScroll } from '../../components/table-scroll.tsx';
import { formatDateTime } from '../../i18n/i18n.tsx';
import { describeEntry, shortLeadId } from './describe-entry.ts';

/** The audit entries of a page as a table: when, who, what, on what, details, network. */
export function ActivityTable({
  entries,
  t,
  language,
}: {
  readonly entries: readonly AuditEntry[];
  readonly t: DashboardMessages;
  readonly language: Language;
}) {
  const texts = t.dashboardActivity;
  return (
    <TableScroll label={texts.table}>
      <table className="data-table activity">
        <thead>
          <tr>
            <th scope="col">{texts.when}</th>
            <th scope="col">{texts.who}</th>
            <th scope="col">{texts.action}</th>
            <th scope="col">{texts.target}</th>
            <th scope="col">{texts.details}</th>
            <th scope="col">{texts.network}</th>
          </tr>
        </thead>
        <tbody>
          {entries.map((entry) => {
            const line = describeEntry(entry, t, language);
            return (
              <tr key={entry.id} data-testid="activity-entry">
                <td>
                  <time dateTime={entry.at}>{formatDateTime(language, entry.at)}</time>
                </td>
                <td>{line.who}</td>
                <th scope="row">{line.what}</th>
                <td>
                  {line.leadId ? (
                    <Link
                      to={`/leads/${encodeURIComponent(line.leadId)}`}
                      aria-label={interpolate(texts.openLead, { id: line.leadId })}
                    >
                      {interpolate(texts.lead, { id: shortLeadId(line.leadId) })}
                    </Link>
                  ) : (
                    line.on
                  )}
                </td>
                <td>{line.details}</td>
                <td>
                  <code>{line.network}</code>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScroll>
  );
}
