import type { AuditEntry } from '@afterlook/api';
import { type DashboardMessages, interpolate, type Language } from '@afterlook/domain';
import { Link } from 'react-router';
import { DataTable } from '../../components/data-table.tsx';
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
    <DataTable
      label={texts.table}
      className="activity"
      columns={[
        { label: texts.when },
        { label: texts.who },
        { label: texts.action },
        { label: texts.target },
        { label: texts.details },
        { label: texts.network },
      ]}
    >
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
    </DataTable>
  );
}
