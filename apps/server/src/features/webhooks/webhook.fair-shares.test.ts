import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createTcpServer, type Socket } from 'node:net';
import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordAdversarialRow } from '../../testing/adversarial/adversarial-table.ts';
import { demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { updateClinic } from '../clinics/update-clinic.ts';

// Fair shares of the webhook lane, end to end on the real server: a clinic whose
// receiver drips its answer one byte every 5 s holds one slot for one deadline at most,
// and another clinic's delivery leaves at once. Receivers live on loopback, so the
// server runs with the development setting that lets webhooks reach it (the guard's
// address rule is proven in its own tests).
const DRIP_EVERY_MS = 5000;

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webhookAllowPrivate: true, webhookRetryBaseMs: 60_000 });
});
afterAll(async () => {
  await t.close();
}, 30_000);

/** Opens a loopback server and returns its port and a closer that cuts its sockets. */
async function listen(server: Server | ReturnType<typeof createTcpServer>) {
  const sockets = new Set<Socket>();
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    open: () => sockets.size,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

const sendTest = async (adminKey: string) => {
  const response = await fetch(`${t.baseUrl}${ROUTES.adminWebhookTest.path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminKey}` },
  });
  expect(response.status).toBe(202);
};

describe('webhook fair shares', { timeout: 60_000 }, () => {
  it("finding 13: one clinic's dripping receiver leaves another clinic's delivery on time", async () => {
    // Clinic A's receiver: reads the POST, then answers one header byte every 5 s.
    const dripper = await listen(
      createTcpServer((socket) => {
        const answer = `HTTP/1.1 200 OK\r\nx-slow: ${'a'.repeat(40)}\r\n\r\n`;
        let at = 0;
        const timer = setInterval(() => {
          if (at < answer.length) socket.write(answer[at] ?? '');
          at += 1;
        }, DRIP_EVERY_MS);
        socket.on('close', () => clearInterval(timer));
        socket.on('error', () => clearInterval(timer));
        socket.resume();
      }),
    );
    let arrivedAt = 0;
    const quick = await listen(
      createServer((request, response) => {
        request.resume();
        request.on('end', () => {
          arrivedAt = performance.now();
          response.end();
        });
      }),
    );
    try {
      const a = await demoAdminKey(t);
      const b = await otherClinic(t, 'fair-share-clinic-key');
      await updateClinic(t.app.db, a.clinicId, {
        webhook_url: `http://127.0.0.1:${dripper.port}/hooks`,
      });
      await updateClinic(t.app.db, b.clinicId, {
        webhook_url: `http://127.0.0.1:${quick.port}/hooks`,
      });
      // As in the finding: four test deliveries of clinic A, as many as the old lane held.
      const clinicATests = 4;
      for (let i = 0; i < clinicATests; i += 1) await sendTest(a.adminKey);
      await expect.poll(dripper.open, { timeout: 10_000 }).toBeGreaterThan(0);

      const asked = performance.now();
      await sendTest(b.adminKey);
      await expect.poll(() => arrivedAt, { timeout: 15_000 }).toBeGreaterThan(0);
      const delayMs = Math.round(arrivedAt - asked);
      console.log(
        `another clinic's delivery left after ${delayMs} ms while clinic A's receiver drips a byte every ${DRIP_EVERY_MS} ms (A's connections open: ${dripper.open()})`,
      );
      const slotsHeld = dripper.open();
      expect(delayMs).toBeLessThan(2000);
      // Clinic A holds one slot of the lane, not the four its deliveries asked for.
      expect(slotsHeld).toBe(1);

      // And that slot for one deadline: the try is cut 10 s after it began, drip or not.
      const firstTry = async () => {
        const { deliveries } = (await (
          await fetch(`${t.baseUrl}${ROUTES.adminWebhookDeliveries.path}`, {
            headers: { authorization: `Bearer ${a.adminKey}` },
          })
        ).json()) as {
          deliveries: { attempts: { error: string | null; duration_ms: number }[] }[];
        };
        return deliveries.flatMap((delivery) => delivery.attempts)[0];
      };
      await expect.poll(firstTry, { timeout: 15_000, interval: 500 }).toBeDefined();
      const cut = await firstTry();
      console.log(`clinic A's dripping try was cut after ${cut?.duration_ms} ms: ${cut?.error}`);
      recordAdversarialRow({
        surface: "Fair shares: one clinic's webhook receiver drips a byte every 5 s",
        tried: clinicATests + 1,
        held: `another clinic's delivery left after ${delayMs} ms; the dripping try was cut after ${cut?.duration_ms} ms`,
        fiveXx: null,
        recordsLost: null,
        // Slots clinic A held beyond its cap of one.
        limitsBypassed: slotsHeld - 1,
      });
      expect(cut?.error).toBe('no full answer within 10000 ms');
      expect(cut?.duration_ms).toBeLessThan(11_000);
    } finally {
      await dripper.close();
      await quick.close();
    }
  });
});
