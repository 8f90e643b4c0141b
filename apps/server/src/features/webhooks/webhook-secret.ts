import { generateSecret } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/** A sealed secret opens for its own clinic only. */
export const webhookSecretContext = (clinicId: string) => `clinics.webhook_secret:${clinicId}`;

/**
 * The clinic's webhook signing secret (`whsec_…`), made on first use and sealed at rest;
 * null for a clinic that does not exist.
 */
export async function webhookSecret(
  deps: { readonly db: Db; readonly cipher: FieldCipher },
  clinicId: string,
): Promise<string | null> {
  const row = await deps.db
    .selectFrom('clinics')
    .select('webhook_secret')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!row) return null;
  if (row.webhook_secret)
    return deps.cipher.open(row.webhook_secret, webhookSecretContext(clinicId));
  const secret = generateSecret('whsec_');
  await deps.db
    .updateTable('clinics')
    .set({ webhook_secret: deps.cipher.seal(secret, webhookSecretContext(clinicId)) })
    .where('id', '=', clinicId)
    .where('webhook_secret', 'is', null)
    .execute();
  // Two first uses at once: the one stored first wins, both answer it.
  return webhookSecret(deps, clinicId);
}
