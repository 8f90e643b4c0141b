import { generateSecret } from '../../lib/secrets.ts';
import type { Db } from '../../ports/db-schema.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import { webhookSecretContext } from './webhook-secret.ts';

/**
 * Gives the clinic a new webhook signing secret (sealed at rest) and answers it: every
 * try from now on, a retry of an older delivery too, is signed with it; the old one signs
 * nothing more. Null for a clinic that does not exist.
 */
export async function rotateWebhookSecret(
  deps: { readonly db: Db; readonly cipher: FieldCipher },
  clinicId: string,
): Promise<string | null> {
  const secret = generateSecret('whsec_');
  const rotated = await deps.db
    .updateTable('clinics')
    .set({ webhook_secret: deps.cipher.seal(secret, webhookSecretContext(clinicId)) })
    .where('id', '=', clinicId)
    .executeTakeFirst();
  return Number(rotated.numUpdatedRows) === 1 ? secret : null;
}
