import type { AdminLead } from '@afterlook/api';
import type { DataPorts } from '../compose/build-ports.ts';
import { listLeads } from '../features/leads/list-leads.ts';
import { loadLeadMessages } from '../features/leads/load-lead-messages.ts';
import { loadLeadVisits } from '../features/leads/load-lead-visits.ts';
import { readKeyEpoch } from '../features/signing/key-epoch.ts';
import { fail, ok, type Result } from '../lib/result.ts';

/**
 * Every lead of a clinic, the latest visited first, whole as the admin API answers each
 * (with its messages and later visits; picture addresses signed with the server's own secret, valid 1 h, relative
 * to the server).
 */
export async function listAllLeads(
  ports: DataPorts,
  clinicId: string,
): Promise<Result<AdminLead[], 'clinic_not_found'>> {
  const keyEpoch = await readKeyEpoch(ports.db, clinicId);
  if (keyEpoch === null) return fail('clinic_not_found', `No clinic with id ${clinicId}`);
  const leads: AdminLead[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listLeads(
      ports,
      { clinicId, keyEpoch },
      { limit: 200, ...(cursor ? { cursor } : {}) },
    );
    if (!page.ok) throw new Error(page.message);
    const messages = await loadLeadMessages(
      ports,
      clinicId,
      page.value.leads.map((lead) => lead.patient_uuid),
    );
    for (const lead of page.value.leads) {
      const visits =
        lead.visit_count > 1
          ? await loadLeadVisits(ports, lead.patient_uuid, { clinicId, keyEpoch })
          : [];
      leads.push({ ...lead, messages: messages.get(lead.patient_uuid) ?? [], visits });
    }
    if (!page.value.next_cursor) return ok(leads);
    cursor = page.value.next_cursor;
  }
}
