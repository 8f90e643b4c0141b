import type { Clock } from '../../lib/clock.ts';
import { CLINIC_SAMPLE_MODEL_SOURCE } from '../clinic-sample-models/clinic-sample-model-source.ts';
import { erasePatientKeys } from '../privacy/patient-keys.ts';
import { nothingErased, scrubErased } from '../privacy/scrub-erased.ts';
import { deleteLead } from './delete-lead.ts';
import { type ErasePorts, eraseImages } from './erase-images.ts';
import { eraseOrphanKeys } from './erase-orphan-keys.ts';
import { referencedByALead } from './referenced-by-a-lead.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Rows handled per clinic and kind in one pass; the next pass takes the rest. */
const BATCH = 200;

export interface SweepReport {
  readonly images_deleted: number;
  readonly leads_deleted: number;
}

const before = (clock: Clock, days: number) =>
  new Date(clock().getTime() - days * DAY_MS).toISOString();

/**
 * Applies each clinic's retention: photos that no lead references are erased once older
 * than its image_retention_days (the clinic's own sample models excepted), and leads (with their photos) once older than its
 * lead_retention_days. Runs hourly in the server (ports-plugin.ts); safe to run again
 * or from several processes (every erasure is idempotent). Keys go with their rows, and
 * once anything went the database's files are scrubbed of it (scrub-erased.ts).
 */
export async function sweepRetention(
  deps: ErasePorts & { readonly clock: Clock },
): Promise<SweepReport> {
  let images = 0;
  let leads = 0;
  /** What this pass erased: the database is scrubbed of it at the end. */
  const erased = nothingErased();
  const clinics = await deps.db
    .selectFrom('clinics')
    .select(['id', 'image_retention_days', 'lead_retention_days'])
    .execute();
  for (const clinic of clinics) {
    const expiredLeads = await deps.db
      .selectFrom('leads')
      .select('patient_uuid')
      .where('clinic_id', '=', clinic.id)
      // Counted from the latest visit: a returning patient's lead stays with its visits.
      .where((eb) => {
        const cutoff = before(deps.clock, clinic.lead_retention_days);
        return eb.or([
          eb('last_visit_at', '<', cutoff),
          eb.and([eb('last_visit_at', 'is', null), eb('created_at', '<', cutoff)]),
        ]);
      })
      .limit(BATCH)
      .execute();
    for (const lead of expiredLeads) {
      if ((await deleteLead(deps, lead.patient_uuid, clinic.id, { erased })).ok) leads += 1;
    }
    const unattached = await deps.db
      .selectFrom('images')
      .select('images.id')
      .where('images.clinic_id', '=', clinic.id)
      .where('images.status', '=', 'ready')
      .where('images.source', '!=', CLINIC_SAMPLE_MODEL_SOURCE)
      .where('images.created_at', '<', before(deps.clock, clinic.image_retention_days))
      .where((eb) => eb.not(referencedByALead()(eb)))
      .limit(BATCH)
      .execute();
    await eraseImages(
      deps,
      clinic.id,
      unattached.map((image) => image.id),
    );
    images += unattached.length;
    erased.owners.push(...unattached.map((image) => image.id));
    // A visitor's contact outside a lead (a wish, a promised follow-up) lives as long as one.
    const leadCutoff = before(deps.clock, clinic.lead_retention_days);
    for (const table of ['unsupported_procedure_requests', 'follow_ups'] as const) {
      await deps.db.transaction().execute(async (trx) => {
        const deleted = await trx
          .deleteFrom(table)
          .where('clinic_id', '=', clinic.id)
          .where('created_at', '<', leadCutoff)
          .returning('id')
          .execute();
        await erasePatientKeys(
          trx,
          deleted.map((row) => row.id),
        );
        erased.owners.push(...deleted.map((row) => row.id));
      });
    }
  }
  erased.owners.push(...(await eraseOrphanKeys(deps.db)));
  await scrubErased(deps.db, erased);
  return { images_deleted: images, leads_deleted: leads };
}
