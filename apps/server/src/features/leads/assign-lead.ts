import type { LeadAssignee } from '@afterlook/api';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Db } from '../../ports/db-schema.ts';

/**
 * Gives a lead of the clinic to an active member of the same clinic (one who accepted
 * their invite), or to nobody (null). Another clinic's lead or member is not found, like
 * a missing one. Giving it to whom it already has changes nothing.
 */
export async function assignLead(
  db: Db,
  clinicId: string,
  patientUuid: string,
  staffId: string | null,
): Promise<
  Result<{ changed: boolean; assignee: LeadAssignee | null }, 'lead_not_found' | 'staff_not_found'>
> {
  return db.transaction().execute(async (trx) => {
    const lead = await trx
      .selectFrom('leads')
      .select(['id', 'assigned_staff_id'])
      .where('patient_uuid', '=', patientUuid)
      .where('clinic_id', '=', clinicId)
      .executeTakeFirst();
    if (!lead) return fail('lead_not_found', 'No such lead');
    let assignee: LeadAssignee | null = null;
    if (staffId !== null) {
      const member = await trx
        .selectFrom('staff_users')
        .select(['id', 'email'])
        .where('id', '=', staffId)
        .where('clinic_id', '=', clinicId)
        .where('password_hash', 'is not', null)
        .executeTakeFirst();
      if (!member) return fail('staff_not_found', 'No such team member');
      assignee = { staff_id: member.id, email: member.email };
    }
    if (lead.assigned_staff_id === staffId) return ok({ changed: false, assignee });
    await trx
      .updateTable('leads')
      .set({ assigned_staff_id: staffId })
      .where('id', '=', lead.id)
      .execute();
    return ok({ changed: true, assignee });
  });
}
