import type { NotifyUnsupportedProcedureRequest } from '@afterlook/api';
import { NOT_CAPTURED } from '@afterlook/domain';
import type { Db } from '../db/create-db.ts';
import type { Clock } from '../lib/clock.ts';
import { newId } from '../lib/secrets.ts';

/**
 * Keeps a visitor's wish for a procedure the clinic's widget cannot simulate, so the
 * clinic can follow up. Empty details are stored as 'Not captured' (SPEC.md §7.4).
 */
export async function recordUnsupportedProcedure(
  db: Db,
  clock: Clock,
  requester: { readonly clinicId: string; readonly sessionId: string },
  body: NotifyUnsupportedProcedureRequest,
): Promise<void> {
  await db
    .insertInto('unsupported_procedure_requests')
    .values({
      id: newId(),
      clinic_id: requester.clinicId,
      session_id: requester.sessionId,
      name: body.name || NOT_CAPTURED,
      email: body.email || NOT_CAPTURED,
      procedure_type: body.procedure_type || NOT_CAPTURED,
      created_at: clock().toISOString(),
    })
    .execute();
}
