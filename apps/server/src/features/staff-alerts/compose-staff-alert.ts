import {
  FOLLOW_UP_KINDS,
  type FollowUpKind,
  LANGUAGES,
  type Language,
  PROCEDURES,
  type Procedure,
  STAFF_ALERT_RULES,
} from '@afterlook/domain';
import type { Ports } from '../../ports.ts';
import {
  type AlertEmail,
  type AlertReader,
  followUpEmail,
  leadDigestEmail,
  newLeadEmail,
  webhookFailingEmail,
} from './alert-emails.ts';
import { countLeads, leadSummaries } from './lead-summaries.ts';
import type { StaffAlertJobInput } from './staff-alert-job.ts';

/** The member an alert goes to, as stored when it is sent. */
export interface AlertRecipient {
  readonly email: string;
  readonly role: string;
  readonly lead_alerts: string;
  readonly alert_language: string;
  readonly alert_time_zone: string;
}

/** Why an alert was not sent, though nothing failed. */
export type AlertSkipped = 'alerts_off' | 'lead_gone' | 'nothing_new' | 'task_gone';

const asLanguage = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

const asProcedure = (value: string): Procedure | null =>
  (PROCEDURES as readonly string[]).includes(value) ? (value as Procedure) : null;

/**
 * Writes the email an alert job stands for, from what is stored now and the member's
 * choices now: a member who turned alerts off meanwhile, a lead erased or a task done
 * is skipped. Answers the email, or why none.
 */
export async function composeStaffAlert(
  deps: Pick<Ports, 'db' | 'cipher'>,
  clinicId: string,
  member: AlertRecipient,
  input: StaffAlertJobInput,
  publicUrl: string,
): Promise<{ email: AlertEmail } | { skipped: AlertSkipped }> {
  const reader: AlertReader = {
    language: asLanguage(member.alert_language),
    timeZone: member.alert_time_zone,
    publicUrl,
    isOwner: member.role === 'owner',
  };
  switch (input.alert) {
    case 'new_lead': {
      if (member.lead_alerts !== 'instant') return { skipped: 'alerts_off' };
      const [lead] = await leadSummaries(deps, clinicId, { ids: [input.leadId] });
      return lead ? { email: newLeadEmail(reader, lead) } : { skipped: 'lead_gone' };
    }
    case 'returning_visit': {
      if (member.lead_alerts !== 'instant') return { skipped: 'alerts_off' };
      const [lead] = await leadSummaries(deps, clinicId, { ids: [input.leadId] });
      const visit = await deps.db
        .selectFrom('lead_visits')
        .select(['created_at', 'procedure'])
        .where('id', '=', input.visitId)
        .where('clinic_id', '=', clinicId)
        .executeTakeFirst();
      if (!lead || !visit) return { skipped: 'lead_gone' };
      // The visit's own time and procedure, the lead's initial.
      const summary = {
        ...lead,
        createdAt: visit.created_at,
        procedure: visit.procedure === null ? null : asProcedure(visit.procedure),
      };
      return { email: newLeadEmail(reader, summary, true) };
    }
    case 'lead_digest': {
      if (member.lead_alerts !== 'digest') return { skipped: 'alerts_off' };
      const total = await countLeads(deps, clinicId, input.from, input.to);
      if (total === 0) return { skipped: 'nothing_new' };
      const leads = await leadSummaries(deps, clinicId, {
        after: input.from,
        upTo: input.to,
        limit: STAFF_ALERT_RULES.digestMaxLeads,
      });
      return { email: leadDigestEmail(reader, input, leads, total) };
    }
    case 'follow_up': {
      if (member.lead_alerts === 'off') return { skipped: 'alerts_off' };
      const task = await deps.db
        .selectFrom('follow_ups')
        .select(['kind', 'procedure', 'due_at'])
        .where('id', '=', input.followUpId)
        .where('clinic_id', '=', clinicId)
        .where('done_at', 'is', null)
        .executeTakeFirst();
      if (!task || !(FOLLOW_UP_KINDS as readonly string[]).includes(task.kind)) {
        return { skipped: 'task_gone' };
      }
      return {
        email: followUpEmail(reader, {
          kind: task.kind as FollowUpKind,
          procedure: asProcedure(task.procedure),
          dueAt: task.due_at,
        }),
      };
    }
    case 'webhook_failing':
      return { email: webhookFailingEmail(reader, input.since) };
  }
}
