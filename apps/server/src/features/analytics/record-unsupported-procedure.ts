import type { NotifyUnsupportedProcedureRequest } from '@afterlook/api';
import { NOT_CAPTURED } from '@afterlook/domain';
import { newId } from '../../lib/secrets.ts';
import type { Ports } from '../../ports.ts';
import { type SealedRequestColumn, sealRequestField } from '../privacy/lead-fields.ts';
import { newPatientKey, storePatientKey } from '../privacy/patient-keys.ts';

/**
 * Keeps a visitor's wish for a procedure the clinic's widget cannot simulate, so the
 * clinic can follow up. Empty details are stored as 'Not captured' (docs/product/api.md#analytics);
 * the name and email are sealed under the request's own key, erased with it.
 */
export async function recordUnsupportedProcedure(
  deps: Pick<Ports, 'db' | 'clock' | 'cipher'>,
  requester: { readonly clinicId: string; readonly sessionId: string },
  body: NotifyUnsupportedProcedureRequest,
): Promise<void> {
  const id = newId();
  const key = newPatientKey(deps.cipher, id);
  const seal = (column: SealedRequestColumn, value: string | undefined) =>
    sealRequestField(key.cipher, column, id, value || NOT_CAPTURED);
  const createdAt = deps.clock().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await trx
      .insertInto('unsupported_procedure_requests')
      .values({
        id,
        clinic_id: requester.clinicId,
        session_id: requester.sessionId,
        name: seal('name', body.name),
        email: seal('email', body.email),
        procedure_type: body.procedure_type || NOT_CAPTURED,
        created_at: createdAt,
      })
      .execute();
    await storePatientKey(trx, { kind: 'request', clinicId: requester.clinicId, createdAt }, key);
  });
}
