import type { AdminLead } from '@afterlook/api';
import { createBlobStore } from '../blobs/create-blob-store.ts';
import type { Config } from '../config/load-config.ts';
import type { Db } from '../db/create-db.ts';
import { listLeads } from '../leads/list-leads.ts';
import { systemClock } from '../lib/clock.ts';
import { fail, ok, type Result } from '../lib/result.ts';
import { createFieldCipher } from '../privacy/create-field-cipher.ts';
import { loadKeyring } from '../privacy/keyring.ts';
import { createUrlSigner } from '../signing/create-url-signer.ts';
import { loadSigningSecret } from '../signing/load-signing-secret.ts';

/**
 * Every lead of a clinic, newest first, as the admin API answers them (picture
 * addresses signed with the server's own secret, valid 1 h, relative to the server).
 */
export async function listAllLeads(
  db: Db,
  config: Config,
  clinicId: string,
): Promise<Result<AdminLead[], 'clinic_not_found'>> {
  const clinic = await db
    .selectFrom('clinics')
    .select('id')
    .where('id', '=', clinicId)
    .executeTakeFirst();
  if (!clinic) return fail('clinic_not_found', `No clinic with id ${clinicId}`);
  const signer = createUrlSigner(
    loadSigningSecret(config.dataDir, config.blobSigningSecret),
    systemClock,
  );
  const keyring = loadKeyring(config.dataDir, {
    keys: config.dataKeys,
    indexKey: config.dataIndexKey,
  });
  const { blobs } = createBlobStore(config, signer, keyring);
  const cipher = createFieldCipher(keyring);
  const leads: AdminLead[] = [];
  let cursor: string | undefined;
  for (;;) {
    const page = await listLeads({ db, clock: systemClock, blobs, cipher }, clinicId, {
      limit: 200,
      ...(cursor ? { cursor } : {}),
    });
    if (!page.ok) throw new Error(page.message);
    leads.push(...page.value.leads);
    if (!page.value.next_cursor) return ok(leads);
    cursor = page.value.next_cursor;
  }
}
