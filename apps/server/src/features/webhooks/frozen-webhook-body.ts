import { fail, ok, type Result } from '../../lib/result.ts';
import type { FieldCipher } from '../../ports/field-cipher.ts';
import type { Ports } from '../../ports.ts';
import { getLead } from '../leads/get-lead.ts';
import { patientCipher, patientCipherForWrite } from '../privacy/patient-keys.ts';
import { readKeyEpoch } from '../signing/key-epoch.ts';
import { withAbsolutePictureUrls } from './absolute-picture-urls.ts';

type BodyPorts = Pick<Ports, 'db' | 'clock' | 'blobs' | 'cipher'>;

/** A delivery as its body needs it. */
export interface DeliveryToSend {
  readonly id: string;
  readonly clinic_id: string;
  readonly event: string;
  readonly lead_id: string | null;
  readonly created_at: string;
  readonly from_status: string | null;
  readonly to_status: string | null;
  readonly redelivery_of: string | null;
  /** The returning patient's visit a lead.updated delivery reports. */
  readonly visit_id: string | null;
  /** The sealed body of an earlier try, or null before the first. */
  readonly body: string | null;
}

/** A sealed body opens for its own delivery only. */
const bodyContext = (deliveryId: string) => `webhook_deliveries.body:${deliveryId}`;

/**
 * What seals a delivery's body: a lead's under the lead's own key, so erasing the lead
 * (its key destroyed) erases every copy of the body too; a test's under the data key.
 */
const cipherOf = (deps: BodyPorts, delivery: DeliveryToSend, forWrite: boolean) => {
  if (delivery.lead_id === null) return Promise.resolve(deps.cipher);
  const owner = { id: delivery.lead_id, kind: 'lead' as const, clinicId: delivery.clinic_id };
  return forWrite
    ? patientCipherForWrite(deps, owner, deps.clock())
    : patientCipher(deps, owner.id);
};

const open = (cipher: FieldCipher, deliveryId: string, sealed: string): string | null => {
  try {
    return cipher.open(sealed, bodyContext(deliveryId));
  } catch {
    // Its lead's key is gone: the lead was erased.
    return null;
  }
};

/** The body as the receiver reads it (docs/operations.md), built from the lead as it is now. */
async function buildBody(
  deps: BodyPorts,
  delivery: DeliveryToSend,
  publicUrl: string,
): Promise<string | null> {
  let data: Record<string, unknown> = { message: 'A test delivery from AfterLook' };
  if (delivery.lead_id !== null) {
    const lead = await deps.db
      .selectFrom('leads')
      .select('patient_uuid')
      .where('id', '=', delivery.lead_id)
      .executeTakeFirst();
    const keyEpoch = await readKeyEpoch(deps.db, delivery.clinic_id);
    const found =
      lead && keyEpoch !== null
        ? await getLead(deps, { clinicId: delivery.clinic_id, keyEpoch }, lead.patient_uuid)
        : null;
    if (!found?.ok) return null;
    const shown = withAbsolutePictureUrls(found.value, publicUrl);
    data = { lead: shown };
    // lead.updated: the returning patient's visit it reports, beside the whole lead.
    if (delivery.visit_id !== null) {
      data = { ...data, visit: shown.visits.find((visit) => visit.id === delivery.visit_id) };
    }
    if (delivery.from_status !== null && delivery.to_status !== null) {
      data = { ...data, from_status: delivery.from_status, to_status: delivery.to_status };
    }
  }
  return JSON.stringify({
    id: delivery.id,
    event: delivery.event,
    created_at: delivery.created_at,
    redelivery_of: delivery.redelivery_of,
    data,
  });
}

/**
 * The exact bytes every try of a delivery sends: built at its first try (the lead as it
 * was then, its picture URLs signed for an hour from then) and stored sealed; later tries
 * send them again, whatever the lead became meanwhile. 'lead_deleted' once the lead is
 * erased: its body is erased with it (features/retention/delete-lead.ts), and a body
 * frozen while it was being erased stays sealed under its destroyed key.
 */
export async function frozenWebhookBody(
  deps: BodyPorts,
  delivery: DeliveryToSend,
  publicUrl: () => string,
): Promise<Result<string, 'lead_deleted'>> {
  if (delivery.body === null) {
    const built = await buildBody(deps, delivery, publicUrl());
    if (built === null) return fail('lead_deleted', 'The lead was deleted');
    const sealed = (await cipherOf(deps, delivery, true)).seal(built, bodyContext(delivery.id));
    // Stored only while its lead still exists, and only by the first try to get here.
    await deps.db
      .updateTable('webhook_deliveries')
      .set({ body: sealed })
      .where('id', '=', delivery.id)
      .where('body', 'is', null)
      .where((eb) =>
        eb.or([
          eb('lead_id', 'is', null),
          eb.exists(
            eb
              .selectFrom('leads')
              .select('leads.id')
              .whereRef('leads.id', '=', 'webhook_deliveries.lead_id'),
          ),
        ]),
      )
      .execute();
  }
  const stored = await deps.db
    .selectFrom('webhook_deliveries')
    .select('body')
    .where('id', '=', delivery.id)
    .executeTakeFirst();
  const body =
    stored?.body == null
      ? null
      : open(await cipherOf(deps, delivery, false), delivery.id, stored.body);
  return body === null ? fail('lead_deleted', 'The lead was deleted') : ok(body);
}
