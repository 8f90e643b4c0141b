import type { NotifyUnsupportedProcedureRequest } from '@afterlook/api';
import { NOT_CAPTURED } from '@afterlook/domain';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import { type SealedRequestColumn, sealRequestField } from '../privacy/lead-fields.ts';

/**
 * Keeps a visitor's wish for a procedure the clinic's widget cannot simulate, so the
 * clinic can follow up. Empty details are stored as 'Not captured' (docs/product/api.md#analytics);
 * the name and email are sealed at rest like a lead's.
 */
export async function recordUnsupportedProcedure(
  deps: Pick<Ports, 'db' | 'clock' | 'cipher'>,
  requester: { readonly clinicId: string; readonly sessionId: string },
  body: NotifyUnsupportedProcedureRequest,
): Promise<void> {
  const id = newId();
  const seal = (column: SealedRequestColumn, value: string | undefined) =>
    sealRequestField(deps.cipher, column, id, value || NOT_CAPTURED);
  await deps.db
    .insertInto('unsupported_procedure_requests')
    .values({
      id,
      clinic_id: requester.clinicId,
      session_id: requester.sessionId,
      name: seal('name', body.name),
      email: seal('email', body.email),
      procedure_type: body.procedure_type || NOT_CAPTURED,
      created_at: deps.clock().toISOString(),
    })
    .execute();
}
