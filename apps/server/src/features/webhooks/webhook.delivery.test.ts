import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  demoAdminKey,
  leadBody,
  otherClinic,
  submitLeadOver,
} from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { updateClinic } from '../clinics/update-clinic.ts';
import { webhookSecret } from './webhook-secret.ts';
import { SIGNATURE_HEADER, verifyWebhook } from './webhook-signature.ts';

// Lead notifications end to end: the real server POSTs each new lead to a receiver on
// loopback, signed; a receiver that fails is retried with backoff from the durable
// queue, every try is logged; and a webhook cannot reach a private address unless the
// development setting allows it.
interface Received {
  readonly body: string;
  readonly signature: string;
}

/** A CRM stand-in: answers each POST with the next status of `answers` (then 200). */
async function startReceiver(answers: number[]) {
  const received: Received[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      received.push({ body, signature: String(request.headers[SIGNATURE_HEADER] ?? '') });
      response.writeHead(answers.shift() ?? 200).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hooks/afterlook`,
    port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

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

const deliveries = async (adminKey = admin.adminKey) =>
  (await adminGet(t, ROUTES.adminWebhookDeliveries.path, `Bearer ${adminKey}`)).body as {
    deliveries: {
      id: string;
      event: string;
      patient_uuid: string | null;
      status: string;
      attempts: { attempt: number; status_code: number | null; error: string | null }[];
    }[];
  };

const post = async (path: string, adminKey = admin.adminKey) => {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminKey}` },
  });
  return { status: response.status, body: (await response.json()) as { id?: string } };
};

describe('lead notifications by webhook', { timeout: 60_000 }, () => {
  it('a new lead reaches the receiver once, signed (the README recipe verifies it)', async () => {
    const receiver = await startReceiver([]);
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const lead = await submitLeadOver(t, await t.demoSession(), leadBody());
      expect(lead.status).toBe(201);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const [delivery] = receiver.received;
      expect(verifyWebhook(secret, delivery?.signature ?? '', delivery?.body ?? '')).toBe(true);
      expect(verifyWebhook(secret, delivery?.signature ?? '', `${delivery?.body} `)).toBe(false);
      expect(verifyWebhook('whsec_wrong', delivery?.signature ?? '', delivery?.body ?? '')).toBe(
        false,
      );
      const body = JSON.parse(delivery?.body ?? '{}');
      expect(body).toMatchObject({
        event: 'lead.created',
        data: {
          lead: {
            patient_uuid: lead.body.patient_uuid,
            patient_record: { first_name: 'Ana', phone: '+14155550132' },
          },
        },
      });
      // A replayed delivery an hour later is refused by the recipe.
      const later = Math.floor(Date.now() / 1000) + 3600;
      expect(verifyWebhook(secret, delivery?.signature ?? '', delivery?.body ?? '', later)).toBe(
        false,
      );
      const [listed] = (await deliveries()).deliveries;
      expect(listed).toMatchObject({
        id: body.id,
        patient_uuid: lead.body.patient_uuid,
        status: 'delivered',
        attempts: [{ attempt: 1, status_code: 200, error: null }],
      });
    } finally {
      await receiver.close();
    }
  });

  it('a status change reaches the receiver too, with the new status and who changed it', async () => {
    const receiver = await startReceiver([]);
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const lead = await submitLeadOver(
        t,
        await t.demoSession(),
        leadBody({ form_user_id: 'status' }),
      );
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      const path = ROUTES.adminLeadStatus.path.replace(
        ':patient_uuid',
        lead.body.patient_uuid ?? '',
      );
      const changed = await fetch(`${t.baseUrl}${path}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${admin.adminKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'booked' }),
      });
      expect(changed.status).toBe(200);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
      const delivery = receiver.received[1];
      expect(verifyWebhook(secret, delivery?.signature ?? '', delivery?.body ?? '')).toBe(true);
      expect(JSON.parse(delivery?.body ?? '{}')).toMatchObject({
        event: 'lead.status_changed',
        data: {
          lead: {
            patient_uuid: lead.body.patient_uuid,
            status: 'booked',
            activity: [{ kind: 'status', from_status: 'new', to_status: 'booked' }],
          },
        },
      });
    } finally {
      await receiver.close();
    }
  });

  it('a receiver that fails twice gets it on the third try; the log shows all three', async () => {
    const receiver = await startReceiver([500, 503]);
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const lead = await submitLeadOver(
        t,
        await t.demoSession(),
        leadBody({ form_user_id: 'retry' }),
      );
      await expect
        .poll(async () => (await deliveries()).deliveries[0]?.status, { timeout: 20_000 })
        .toBe('delivered');
      const [listed] = (await deliveries()).deliveries;
      expect(listed?.patient_uuid).toBe(lead.body.patient_uuid);
      expect(listed?.attempts.map((attempt) => attempt.status_code)).toEqual([500, 503, 200]);
      expect(receiver.received).toHaveLength(3);
      const ids = receiver.received.map((delivery) => JSON.parse(delivery.body).id);
      expect(new Set(ids).size).toBe(1);
      for (const delivery of receiver.received) {
        expect(verifyWebhook(secret, delivery.signature, delivery.body)).toBe(true);
      }
    } finally {
      await receiver.close();
    }
  });

  it('a test delivery and a redelivery reach the receiver; another clinic can do neither', async () => {
    const receiver = await startReceiver([]);
    try {
      await updateClinic(t.app.db, admin.clinicId, { webhook_url: receiver.url });
      const test = await post(ROUTES.adminWebhookTest.path);
      expect(test.status).toBe(202);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(1);
      expect(JSON.parse(receiver.received[0]?.body ?? '{}')).toMatchObject({
        id: test.body.id,
        event: 'webhook.test',
      });
      const again = await post(
        ROUTES.adminWebhookRedeliver.path.replace(':delivery_id', test.body.id ?? ''),
      );
      // A new delivery with its own id (webhook.payload.test.ts has the rest of it).
      expect(again.status).toBe(202);
      expect(again.body.id).not.toBe(test.body.id);
      await expect.poll(() => receiver.received.length, { timeout: 10_000 }).toBe(2);
      expect(JSON.parse(receiver.received[1]?.body ?? '{}')).toMatchObject({
        id: again.body.id,
        redelivery_of: test.body.id,
      });

      const other = await otherClinic(t, 'webhook-other-clinic');
      expect(
        (
          await post(
            ROUTES.adminWebhookRedeliver.path.replace(':delivery_id', test.body.id ?? ''),
            other.adminKey,
          )
        ).status,
      ).toBe(404);
      expect((await deliveries(other.adminKey)).deliveries).toEqual([]);
      expect((await post(ROUTES.adminWebhookTest.path, other.adminKey)).status).toBe(409);
      expect(receiver.received).toHaveLength(2);
    } finally {
      await receiver.close();
    }
  });
});

describe('the SSRF guard', { timeout: 60_000 }, () => {
  it('never reaches loopback or private addresses without the development setting', async () => {
    const guarded = await startTestApp({ webhookAllowPrivate: false, webhookRetryBaseMs: 50 });
    const receiver = await startReceiver([]);
    try {
      const key = await demoAdminKey(guarded);
      const tries: string[] = [];
      for (const url of [
        receiver.url,
        `https://127.0.0.1:${receiver.port}/`,
        'https://localhost/',
        'https://10.1.2.3/',
      ]) {
        await updateClinic(guarded.app.db, key.clinicId, { webhook_url: url });
        const response = await fetch(`${guarded.baseUrl}${ROUTES.adminWebhookTest.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${key.adminKey}` },
        });
        expect(response.status).toBe(202);
        const { id } = (await response.json()) as { id: string };
        const logged = async () =>
          (
            (await adminGet(guarded, ROUTES.adminWebhookDeliveries.path, `Bearer ${key.adminKey}`))
              .body as { deliveries: { id: string; attempts: { error: string | null }[] }[] }
          ).deliveries.find((delivery) => delivery.id === id)?.attempts[0]?.error;
        await expect.poll(logged, { timeout: 10_000 }).toBeTruthy();
        tries.push(String(await logged()));
      }
      expect(tries[0]).toContain('must be an https URL');
      for (const error of tries.slice(1)) expect(error).toMatch(/non-public address|this machine/);
      expect(receiver.received).toEqual([]);
    } finally {
      await receiver.close();
      await guarded.close();
    }
  });
});
