import { PatientRecord } from '@afterlook/api';
import * as z from 'zod/mini';
import type { Ports } from '../../ports.ts';
import { openLeadField, openVisitField } from '../privacy/lead-fields.ts';
import { patientCipher } from '../privacy/patient-keys.ts';

/** The contact a session's latest submission left, and the lead it belongs to. */
export interface SessionContact {
  readonly leadId: string;
  readonly record: PatientRecord;
  readonly procedure: string | null;
}

/**
 * What this session's patient gave with their latest submission: their own lead's, or,
 * for a returning patient, their visit of an earlier lead (issue 31); null when the
 * session left no details.
 */
export async function findSessionContact(
  deps: Pick<Ports, 'db' | 'cipher'>,
  owner: { readonly clinicId: string; readonly sessionId: string },
): Promise<SessionContact | null> {
  const [lead, visit] = await Promise.all([
    deps.db
      .selectFrom('leads')
      .select(['id', 'patient_record', 'procedure', 'created_at'])
      .where('clinic_id', '=', owner.clinicId)
      .where('session_id', '=', owner.sessionId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
    deps.db
      .selectFrom('lead_visits')
      .select(['id', 'lead_id', 'patient_record', 'procedure', 'created_at'])
      .where('clinic_id', '=', owner.clinicId)
      .where('session_id', '=', owner.sessionId)
      .orderBy('created_at', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  const parse = (json: string) => z.parse(PatientRecord, JSON.parse(json));
  if (visit && (!lead || visit.created_at > lead.created_at)) {
    const cipher = await patientCipher(deps, visit.lead_id);
    return {
      leadId: visit.lead_id,
      record: parse(openVisitField(cipher, 'patient_record', visit.id, visit.patient_record)),
      procedure: visit.procedure,
    };
  }
  if (!lead) return null;
  const cipher = await patientCipher(deps, lead.id);
  return {
    leadId: lead.id,
    record: parse(openLeadField(cipher, 'patient_record', lead.id, lead.patient_record)),
    procedure: lead.procedure,
  };
}
