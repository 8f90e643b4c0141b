import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anotherPatient,
  demoAdminKey,
  leadBody,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { startWebhookReceiver } from '../../testing/support/webhook-receiver.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { webhookSecret } from './webhook-secret.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';

// What a delivery carries, end to end on the real server with a receiver on loopback:
// "Send again" makes a new delivery with an id of its own, a status change says from
// what to what, and every try of one delivery sends the same bytes, sealed at rest
// between tries and erased with the lead (issue 31).
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

const call = async (method: string, path: string, body?: unknown, adminKey = admin.adminKey) => {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${adminKey}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const leadPath = (route: { path: string }, uuid: string) =>
  route.path.replace(':patient_uuid', uuid);
const redeliverPath = (id: string) => ROUTES.adminWebhookRedeliver.path.replace(':delivery_id', id);

interface ListedDelivery {
  id: string;
  event: string;
  status: string;
  redelivery_of: string | null;
  attempts: { attempt: number; status_code: number | null }[];
}
const listed = async () =>
  (await call('GET', ROUTES.adminWebhookDeliveries.path)).body.deliveries as ListedDelivery[];

describe('what a webhook delivery carries', { timeout: 60_000 }, () => {
  it('issue 31: "Send again" makes a new delivery with its own id, linked to the one it sends again', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const test = await call('POST', ROUTES.adminWebhookTest.path);
      expect(test.status).toBe(202);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const again = await call('POST', redeliverPath(String(test.body.id)));
      expect(again.status).toBe(202);
      expect(again.body.id).toEqual(expect.any(String));
      expect(again.body.id).not.toBe(test.body.id);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);

      // A receiver that drops duplicates by id (as the README advises) takes the second.
      const [first, second] = receiver.bodies();
      expect(first).toMatchObject({ id: test.body.id, redelivery_of: null });
      expect(second).toMatchObject({
        id: again.body.id,
        event: 'webhook.test',
        redelivery_of: test.body.id,
      });
      expect(receiver.received.map((r) => r.headers['afterlook-delivery'])).toEqual([
        test.body.id,
        again.body.id,
      ]);
      for (const delivery of receiver.received) {
        expect(
          verifyWebhook(secret, String(delivery.headers[SIGNATURE_HEADER]), delivery.body),
        ).toBe(true);
      }
      // The log: two deliveries of one try each, the new one naming the first.
      await expect
        .poll(async () => (await listed()).find((d) => d.id === again.body.id)?.status, {
          timeout: 10_000,
        })
        .toBe('delivered');
      const log = await listed();
      expect(log.find((d) => d.id === again.body.id)).toMatchObject({
        redelivery_of: test.body.id,
        attempts: [{ attempt: 1, status_code: 200 }],
      });
      expect(log.find((d) => d.id === test.body.id)).toMatchObject({
        redelivery_of: null,
        attempts: [{ attempt: 1, status_code: 200 }],
      });
      // Another clinic cannot send it again.
      const other = await otherClinic(t, 'webhook-payload-other');
      expect(
        (await call('POST', redeliverPath(String(test.body.id)), undefined, other.adminKey)).status,
      ).toBe(404);
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });

  it('issue 31: lead.status_changed says from which status to which, and so does its redelivery', async () => {
    const receiver = await startWebhookReceiver();
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const lead = await submitLeadOver(
        t,
        await t.demoSession(),
        leadBody({ form_user_id: 'from-to' }),
      );
      const uuid = lead.body.patient_uuid ?? '';
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      expect(receiver.bodies()[0]?.data).not.toHaveProperty('from_status');
      expect(
        (await call('PUT', leadPath(ROUTES.adminLeadStatus, uuid), { status: 'contacted' })).status,
      ).toBe(200);
      expect(
        (await call('PUT', leadPath(ROUTES.adminLeadStatus, uuid), { status: 'booked' })).status,
      ).toBe(200);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(3);
      const changes = receiver.bodies().slice(1);
      expect(
        changes.map((body) => [body.event, body.data.from_status, body.data.to_status]),
      ).toEqual([
        ['lead.status_changed', 'new', 'contacted'],
        ['lead.status_changed', 'contacted', 'booked'],
      ]);
      expect(changes[0]?.data.lead?.patient_uuid).toBe(uuid);

      const again = await call('POST', redeliverPath(changes[0]?.id ?? ''));
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(4);
      expect(receiver.bodies()[3]).toMatchObject({
        id: again.body.id,
        redelivery_of: changes[0]?.id,
        event: 'lead.status_changed',
        // The change it announced, not the lead's status now.
        data: { from_status: 'new', to_status: 'contacted', lead: { status: 'booked' } },
      });
    } finally {
      await receiver.close();
    }
  });

  it('issue 31: every try of a delivery sends the same bytes, even when the lead changed in between', async () => {
    let uuid = '';
    // The first try fails, and the clinic adds a note to the lead before the retry.
    const receiver = await startWebhookReceiver(async (_delivery, index) => {
      if (index > 0) return 200;
      const noted = await call('POST', leadPath(ROUTES.adminLeadNotes, uuid), {
        note: 'Called back, wants a consultation',
      });
      expect(noted.status).toBe(201);
      return 500;
    });
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const lead = await submitLeadOver(
        t,
        await t.demoSession(),
        anotherPatient({ form_user_id: 'frozen' }),
      );
      uuid = lead.body.patient_uuid ?? '';
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
      const [first, second] = receiver.received;
      console.log(
        `two tries of one delivery: ${first?.body.length} and ${second?.body.length} bytes, signatures ${first?.headers[SIGNATURE_HEADER]?.slice(0, 12)}… and ${second?.headers[SIGNATURE_HEADER]?.slice(0, 12)}…`,
      );
      expect(Buffer.from(second?.body ?? '').equals(Buffer.from(first?.body ?? ''))).toBe(true);
      expect(second?.headers['afterlook-delivery']).toBe(first?.headers['afterlook-delivery']);
      // Each try is signed as it leaves (a fresh timestamp), over the same bytes.
      for (const delivery of [first, second]) {
        expect(
          verifyWebhook(secret, String(delivery?.headers[SIGNATURE_HEADER]), delivery?.body ?? ''),
        ).toBe(true);
      }
      // The lead did change: the note is in its activity now, not in the delivery.
      const now = await call('GET', leadPath(ROUTES.adminLead, uuid));
      expect(now.body.activity).toEqual([expect.objectContaining({ kind: 'note' })]);
      expect(receiver.bodies()[1]?.data.lead?.activity).toEqual([]);
    } finally {
      await receiver.close();
    }
  });

  it("issue 31: a delivery's body is sealed at rest under the lead's key, and erased with the lead", async () => {
    const receiver = await startWebhookReceiver(() => 500);
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const lead = await submitLeadOver(
        t,
        await t.demoSession(),
        anotherPatient({ form_user_id: 'sealed-body' }),
      );
      const uuid = lead.body.patient_uuid ?? '';
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const row = async () =>
        t.app.db
          .selectFrom('webhook_deliveries')
          .innerJoin('leads', 'leads.id', 'webhook_deliveries.lead_id')
          .select(['webhook_deliveries.id', 'webhook_deliveries.body'])
          .where('leads.patient_uuid', '=', uuid)
          .executeTakeFirstOrThrow();
      const stored = await row();
      // Sealed under the patient's own key ('@'), nothing of the patient readable.
      expect(stored.body).toMatch(/^v1\.@\./);
      for (const plain of ['Ana', 'Lopez', '4155550132', uuid]) {
        expect(stored.body).not.toContain(plain);
      }
      expect((await call('DELETE', leadPath(ROUTES.adminLeadDelete, uuid))).status).toBe(200);
      const erased = await t.app.db
        .selectFrom('webhook_deliveries')
        .select('body')
        .where('id', '=', stored.id)
        .executeTakeFirstOrThrow();
      expect(erased.body).toBeNull();
      // Its retries stop: the log says failed, and the receiver hears nothing more.
      await expect
        .poll(async () => (await listed()).find((d) => d.id === stored.id)?.status, {
          timeout: 10_000,
        })
        .toBe('failed');
      const heard = receiver.received.length;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(receiver.received).toHaveLength(heard);
    } finally {
      await receiver.close();
    }
  });
});
