import type { AuditAction } from '@afterlook/domain';
import { type AuditRecord, CLI_ACTOR, recordAudit } from '../features/audit/record-audit.ts';
import { systemClock } from '../lib/clock.ts';
import type { Db } from '../ports/db-schema.ts';

type What = Pick<AuditRecord, 'target' | 'detail'>;

/** Records a command in a clinic's audit trail, done by "the server's command line". */
export async function auditCli(
  db: Db,
  clinicId: string,
  action: AuditAction,
  what: What = {},
): Promise<void> {
  await recordAudit(db, systemClock, {
    clinicId,
    action,
    actor: CLI_ACTOR,
    address: null,
    ...what,
  });
}

/** Records a command that concerns every clinic (the data key) in each one's trail. */
export async function auditCliEveryClinic(db: Db, action: AuditAction, what: What = {}) {
  const clinics = await db.selectFrom('clinics').select('id').execute();
  for (const clinic of clinics) await auditCli(db, clinic.id, action, what);
}

/** The clinic of a lead the CLI is about to export or delete (it takes no clinic id). */
export async function clinicOfLead(db: Db, patientUuid: string): Promise<string | null> {
  const lead = await db
    .selectFrom('leads')
    .select('clinic_id')
    .where('patient_uuid', '=', patientUuid)
    .executeTakeFirst();
  return lead?.clinic_id ?? null;
}

/** An admin key's clinic and hint, to name it in the trail. */
export async function adminKeyOf(db: Db, adminKeyId: string) {
  return db
    .selectFrom('admin_keys')
    .select(['clinic_id', 'key_hint'])
    .where('id', '=', adminKeyId)
    .executeTakeFirst();
}
