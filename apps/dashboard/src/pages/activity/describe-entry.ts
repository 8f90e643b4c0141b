import type { AuditEntry } from '@afterlook/api';
import {
  type DashboardMessages,
  interpolate,
  type Language,
  LEAD_STATUSES,
  STAFF_ROLES,
} from '@afterlook/domain';

/** What the Activity page shows of one audit entry, in the page's language. */
export interface EntryLine {
  readonly who: string;
  readonly what: string;
  /** A team member's email or an admin key; a lead is linked (leadId) instead. */
  readonly on: string;
  /** The lead the entry is about, by its id alone (the page links it). */
  readonly leadId: string | null;
  readonly details: string;
  readonly network: string;
}

/** An admin key's hint ('…abcd') from the label the server keeps ('Admin key …abcd'). */
const hintOf = (label: string | null): string => {
  const at = label?.lastIndexOf('…') ?? -1;
  return label && at >= 0 ? label.slice(at) : (label ?? '');
};

const shortId = (id: string): string => id.slice(0, 8);

const known = <T extends string>(values: readonly T[], value: unknown): T | undefined =>
  values.find((each) => each === value);

function detailsOf(entry: AuditEntry, t: DashboardMessages, language: Language): string {
  const texts = t.dashboardActivity.detail;
  const { detail } = entry;
  const count = (value: unknown) =>
    typeof value === 'number' ? value.toLocaleString(language) : '';
  const role = (value: unknown) => {
    const name = known(STAFF_ROLES, value);
    return name ? t.dashboard.roles[name] : String(value ?? '');
  };
  switch (entry.action) {
    case 'leads.export':
      if (detail.format === 'json') return interpolate(texts.json, { count: count(detail.leads) });
      return Array.isArray(detail.filters) && detail.filters.length > 0
        ? texts.csvFiltered
        : texts.csvAll;
    case 'lead.export':
      return typeof detail.photos === 'number'
        ? interpolate(texts.photos, { count: count(detail.photos) })
        : '';
    case 'lead.delete':
      return typeof detail.images_deleted === 'number'
        ? interpolate(texts.deleted, {
            images: count(detail.images_deleted),
            messages: count(detail.messages_deleted),
          })
        : '';
    case 'lead.status_change': {
      const status = known(LEAD_STATUSES, detail.to);
      return status ? interpolate(texts.status, { status: t.dashboardLeads.statuses[status] }) : '';
    }
    case 'lead.assign':
      return typeof detail.to_email === 'string'
        ? interpolate(texts.assignedTo, { email: detail.to_email })
        : texts.unassigned;
    case 'settings.update': {
      const labels: Readonly<Record<string, unknown>> = t.dashboardSettings.fields;
      const fields = Array.isArray(detail.fields) ? detail.fields : [];
      return fields
        .map((field) => {
          const label = labels[field];
          return typeof label === 'string' ? label : field;
        })
        .join(', ');
    }
    case 'sdk_key.rotate':
      return typeof detail.grace_hours === 'number' && detail.grace_hours > 0
        ? interpolate(texts.grace, { hours: count(detail.grace_hours) })
        : texts.noGrace;
    case 'data_key.rotate':
      return typeof detail.key_id === 'string'
        ? interpolate(texts.keyId, { id: detail.key_id })
        : '';
    case 'staff.invite':
      return detail.role === undefined ? '' : interpolate(texts.role, { role: role(detail.role) });
    case 'staff.role_change':
      return interpolate(texts.roleChange, { from: role(detail.from), to: role(detail.to) });
    case 'staff.permission_change':
      return detail.can_export_and_delete === true ? texts.allowed : texts.notAllowed;
    case 'staff.sign_in':
      return detail.via === 'invite'
        ? texts.viaInvite
        : detail.via === 'reset'
          ? texts.viaReset
          : texts.viaPassword;
    default:
      return '';
  }
}

/** One audit entry in words: who did what, on what, the details, and the network. */
export function describeEntry(
  entry: AuditEntry,
  t: DashboardMessages,
  language: Language,
): EntryLine {
  const texts = t.dashboardActivity;
  const { actor, target } = entry;
  const who =
    actor.kind === 'cli'
      ? texts.commandLine
      : actor.kind === 'admin_key'
        ? interpolate(texts.adminKey, { hint: hintOf(actor.label) })
        : (actor.label ?? actor.id ?? '');
  const on =
    target === null || target.kind === 'lead'
      ? ''
      : target.kind === 'admin_key'
        ? interpolate(texts.adminKey, { hint: hintOf(target.label) || shortId(target.id) })
        : (target.label ?? target.id);
  return {
    who,
    what: texts.actions[entry.action],
    on,
    leadId: target?.kind === 'lead' ? target.id : null,
    details: detailsOf(entry, t, language),
    network: entry.address ?? texts.noNetwork,
  };
}

/** The short form of a lead's id the page shows (the whole id is in the link). */
export const shortLeadId = shortId;
