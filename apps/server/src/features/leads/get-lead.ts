import type { AdminLead } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import type { SigningClinic } from '../signing/key-epoch.ts';
import { loadAdminLeads } from './load-admin-leads.ts';
import { loadLeadMessages } from './load-lead-messages.ts';
import { loadLeadVisits } from './load-lead-visits.ts';
import { LEAD_COLUMNS } from './to-admin-lead.ts';

/**
 * One lead of the clinic with its messages and a returning patient's later visits; another clinic's lead is 'lead_not_found'
 * like a missing one.
 */
export async function getLead(
  deps: Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>,
  signing: SigningClinic,
  patientUuid: string,
): Promise<Result<AdminLead, 'lead_not_found'>> {
  const row = await deps.db
    .selectFrom('leads')
    .select(LEAD_COLUMNS)
    .where('patient_uuid', '=', patientUuid)
    .where('clinic_id', '=', signing.clinicId)
    .executeTakeFirst();
  if (!row) return fail('lead_not_found', 'No such lead');
  const [[lead], messages, visits] = await Promise.all([
    loadAdminLeads(deps, [row], signing),
    loadLeadMessages(deps, signing.clinicId, [patientUuid]),
    loadLeadVisits(deps, patientUuid, signing),
  ]);
  if (!lead) throw new Error('loadAdminLeads dropped a lead');
  return ok({ ...lead, messages: messages.get(patientUuid) ?? [], visits });
}
