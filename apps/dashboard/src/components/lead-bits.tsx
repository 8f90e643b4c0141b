import type { AdminLead } from '@afterlook/api';
import { LEAD_STATUSES, type LeadStatus } from '@afterlook/domain';
import { useI18n } from '../i18n/i18n.tsx';

/** A lead's status as a coloured word. */
export function StatusBadge({ status }: { status: LeadStatus }) {
  const { t } = useI18n();
  return (
    <span className="status-badge" data-status={status}>
      {t.dashboardLeads.statuses[status]}
    </span>
  );
}

/** A choice of lead status, each named in the dashboard's language. */
export function LeadStatusSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: LeadStatus;
  onChange: (status: LeadStatus) => void;
}) {
  const { t } = useI18n();
  return (
    <select
      id={id}
      className="input"
      value={value}
      onChange={(event) => onChange(event.target.value as LeadStatus)}
    >
      {LEAD_STATUSES.map((option) => (
        <option key={option} value={option}>
          {t.dashboardLeads.statuses[option]}
        </option>
      ))}
    </select>
  );
}

/** The patient's name as the lead has it ('' when none). */
export const leadName = (lead: Pick<AdminLead, 'patient_record'>): string =>
  [lead.patient_record.first_name, lead.patient_record.last_name].filter(Boolean).join(' ').trim();

/** Saves a file the page already holds (a CSV export) under its name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
