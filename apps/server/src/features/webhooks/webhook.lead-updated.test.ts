import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherPatient,
  demoAdminKey,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { startWebhookReceiver } from '../../testing/support/webhook-receiver.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { webhookSecret } from './webhook-secret.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';

// Issue 31, "one patient, one lead", end to end on the real server: a returning patient's
// second submission is answered with their lead's uuid, the clinic's webhook hears
// lead.updated with the new visit (signed like every delivery), and the widget's
// follow-up calls from the new session (messages, measurements) reach that lead.
let t: TestApp;
let admin: { clinicId: string; adminKey: string };
let secret: string;
beforeAll(async () => {
  t = await startTestApp({ webhookAllowPrivate: true, webhookRetryBaseMs: 200 });
  admin = await demoAdminKey(t);
  secret = (await webhookSecret(t.app.ports, admin.clinicId)) ?? '';
});
afterAll(async () => {
  await t.close();
});

interface DeliveredLead {
  patient_uuid: string;
  visit_count: number;
  visits: { id: string; procedure: string | null; created_at: string }[];
}
interface Delivered {
  event: string;
  data: { lead: DeliveredLead; visit?: { id: string; procedure: string | null } };
}

describe('a returning patient reaches the clinic as lead.updated', { timeout: 60_000 }, () => {
  it('issue 31: the second submission with the same phone is a visit of the lead, sent as lead.updated with the visit; the new session’s messages and measurements reach that lead', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const patient = anotherPatient();
      const first = await submitLeadOver(t, await t.demoSession(), patient);
      expect(first.status).toBe(201);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);

      const session = await t.demoSession();
      const again = await submitLeadOver(t, session, {
        ...patient,
        patient_record: { ...patient.patient_record, procedures_of_interest: ['TUMMY_TUCK'] },
      });
      // The wire shape SPEC gives (patient_uuid), the lead's own uuid; a new visit is 201.
      expect(again).toEqual({
        status: 201,
        body: { patient_uuid: first.body.patient_uuid, created: true },
      });
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
      const [created, updated] = receiver.bodies() as unknown as Delivered[];
      expect(created?.event).toBe('lead.created');
      expect(updated?.event).toBe('lead.updated');
      expect(updated?.data.lead).toMatchObject({
        patient_uuid: first.body.patient_uuid,
        visit_count: 2,
      });
      expect(updated?.data.visit).toMatchObject({ procedure: 'TUMMY_TUCK' });
      expect(updated?.data.lead.visits.map((visit) => visit.id)).toEqual([updated?.data.visit?.id]);
      for (const delivery of receiver.received) {
        expect(
          verifyWebhook(secret, String(delivery.headers[SIGNATURE_HEADER]), delivery.body),
        ).toBe(true);
      }

      // The widget goes on with the uuid it was answered, from its own session.
      const patientApi = `${t.baseUrl}/api/v1/patients/${first.body.patient_uuid}`;
      const message = await postJson(`${patientApi}/lead-messages`, session, {
        message: 'Back after the summer',
        sender_type: 'patient',
      });
      expect(message.status).toBe(201);
      const measured = await fetch(`${patientApi}/measurements`, {
        method: 'PUT',
        headers: { authorization: `session ${session}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          message: 'Lost some weight',
          weight_lbs: 150,
          height_feet: 5,
          height_inches: 6,
        }),
      });
      expect(measured.status).toBe(200);
      await measured.arrayBuffer();
      // A session that submitted nothing to this lead still reaches nothing of it.
      const stranger = await postJson(`${patientApi}/lead-messages`, await t.demoSession(), {
        message: 'Not mine',
        sender_type: 'patient',
      });
      expect(stranger.status).toBe(404);

      const read = await fetch(`${t.baseUrl}/api/v1/admin/leads/${first.body.patient_uuid}`, {
        headers: { authorization: `Bearer ${admin.adminKey}` },
      });
      const lead = (await read.json()) as {
        messages: { message: string }[];
        measurements: unknown;
        visits: { measurements: { weight_lbs: number } | null }[];
      };
      expect(lead.messages.map((entry) => entry.message)).toEqual(['Back after the summer']);
      // The visit keeps its own measurements; the first visit's stay as they were.
      expect(lead.measurements).toBeNull();
      expect(lead.visits[0]?.measurements).toMatchObject({ weight_lbs: 150 });
    } finally {
      await receiver.close();
    }
  });
});
