import type { Db } from '../../ports/db-schema.ts';
import type { LeadOwner } from './submit-lead.ts';

/** A lead as a patient's session reaches it: the lead, and its visit that session made. */
export interface SessionLead {
  readonly id: string;
  /** The returning patient's visit this session submitted; null: the lead's own session. */
  readonly visitId: string | null;
}

/**
 * The lead this session submitted, or the lead this session's submission became a visit
 * of (a returning patient's widget goes on with the uuid it was answered); another
 * patient's lead, another clinic's and an unknown uuid are null alike.
 */
export async function findSessionLead(
  db: Db,
  owner: LeadOwner,
  patientUuid: string,
): Promise<SessionLead | null> {
  const lead = await db
    .selectFrom('leads')
    .select(['id', 'session_id'])
    .where('patient_uuid', '=', patientUuid)
    .where('clinic_id', '=', owner.clinicId)
    .executeTakeFirst();
  if (!lead) return null;
  if (lead.session_id === owner.sessionId) return { id: lead.id, visitId: null };
  const visit = await db
    .selectFrom('lead_visits')
    .select('id')
    .where('lead_id', '=', lead.id)
    .where('session_id', '=', owner.sessionId)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return visit ? { id: lead.id, visitId: visit.id } : null;
}
