import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { startWebhookReceiver } from '../../testing/support/webhook-receiver.ts';
import { updateClinic } from '../clinics/update-clinic.ts';

// Issue 31, as measured: under a backlog a clinic's retries crowded out the first tries
// of its new leads (18 queued, 11 tried after 100 s). Here, end to end on the real server:
// a receiver that fails every older delivery after a quarter second keeps a backlog of
// due retries in the clinic's one slot of the lane, and a new lead arrives.
const OLD_DELIVERIES = 8;
const ANSWER_MS = 250;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webhookAllowPrivate: true, webhookRetryBaseMs: 100 });
});
afterAll(async () => {
  await t.close();
}, 30_000);

describe('first tries before retries', { timeout: 60_000 }, () => {
  it("issue 31: a new lead's first try goes out before the clinic's backlog of due retries", async () => {
    const receiver = await startWebhookReceiver(async (delivery) => {
      await new Promise((resolve) => setTimeout(resolve, ANSWER_MS));
      return delivery.body.includes('"event":"lead.created"') ? 200 : 500;
    });
    try {
      const { clinicId, adminKey } = await demoAdminKey(t);
      await updateClinic(t.app.db, clinicId, { webhook_url: receiver.url });
      for (let i = 0; i < OLD_DELIVERIES; i += 1) {
        const test = await fetch(`${t.baseUrl}${ROUTES.adminWebhookTest.path}`, {
          method: 'POST',
          headers: { authorization: `Bearer ${adminKey}` },
        });
        expect(test.status).toBe(202);
      }
      // Every old delivery has failed once and retries are under way: each is due 100 ms
      // after its failure, so most wait for the slot when the lead comes.
      await expect
        .poll(() => receiver.received.length, { timeout: 20_000 })
        .toBeGreaterThanOrEqual(OLD_DELIVERIES + 2);
      const before = receiver.received.length;
      const asked = performance.now();
      const lead = await submitLeadOver(
        t,
        await t.demoSession(),
        leadBody({ form_user_id: 'first-tries-first' }),
      );
      expect(lead.status).toBe(201);
      const isLead = (body: string) => body.includes('"event":"lead.created"');
      await expect
        .poll(() => receiver.received.findIndex((r) => isLead(r.body)), { timeout: 20_000 })
        .toBeGreaterThan(0);
      const at = receiver.received.findIndex((r) => isLead(r.body));
      const leadTry = receiver.received[at];
      const tries = new Map<string, number>();
      const order = receiver.received.map((r) => {
        const id = String(r.headers['afterlook-delivery']);
        tries.set(id, (tries.get(id) ?? 0) + 1);
        return `${isLead(r.body) ? 'LEAD' : `test#${id.slice(0, 4)}`} try ${tries.get(id)}`;
      });
      const inBetween = at - before;
      console.log(
        `backlog: ${OLD_DELIVERIES} failing deliveries, ${before} tries so far; the new lead's first try left ${Math.round((leadTry?.at ?? 0) - asked)} ms after it was stored, after ${inBetween} other tries`,
      );
      console.log(`arrivals from the lead on: ${order.slice(before, before + 6).join(', ')}`);
      // At most the try already in flight when the lead came goes first.
      expect(inBetween).toBeLessThanOrEqual(1);
      expect((leadTry?.at ?? 0) - asked).toBeLessThan(3 * ANSWER_MS + 500);
    } finally {
      await receiver.close();
    }
  });
});
