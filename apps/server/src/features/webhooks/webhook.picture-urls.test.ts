import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPng } from '../../testing/support/fetch-png.ts';
import { demoAdminKey, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { updateClinic } from '../clinics/update-clinic.ts';

// A receiver elsewhere (a CRM) can open a lead's pictures: the delivery carries them as
// absolute URLs on the server's public address, signed and expiring as the dashboard's.
const PUBLIC_URL = 'https://afterlook.example/';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ webhookAllowPrivate: true, publicUrl: PUBLIC_URL });
}, 60_000);
afterAll(async () => {
  await t.close();
}, 30_000);

describe("a delivery's pictures", { timeout: 60_000 }, () => {
  it("finding 19: a lead's picture URLs reach the receiver absolute on the public address, still signed", async () => {
    const bodies: string[] = [];
    const receiver = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        bodies.push(body);
        response.end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const { clinicId } = await demoAdminKey(t);
      const port = (receiver.address() as AddressInfo).port;
      await updateClinic(t.app.db, clinicId, { webhook_url: `http://127.0.0.1:${port}/hooks` });
      const token = await t.demoSession();
      const slots = await postJson(
        `${t.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
        token,
        { images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }] },
      );
      const { batch_id, presigned_urls } = slots.body as {
        batch_id: string;
        presigned_urls: { put_url: string }[];
      };
      await putImage(t.baseUrl, presigned_urls[0]?.put_url ?? '', await makePng(600, 800));
      expect((await submitLeadOver(t, token, leadBody({ batch_id }))).status).toBe(201);

      await expect.poll(() => bodies.length, { timeout: 10_000 }).toBe(1);
      const { images } = (
        JSON.parse(bodies[0] ?? '{}') as {
          data: { lead: { images: { before_url: string; expires_at: string } } };
        }
      ).data.lead;
      console.log('picture URL in the delivery:', images.before_url.replace(/s=[^&]+/, 's=…'));
      const url = new URL(images.before_url);
      expect(`${url.origin}/`).toBe(PUBLIC_URL);
      expect(url.searchParams.get('s')).toBeTruthy();
      expect(Date.parse(images.expires_at)).toBeGreaterThan(Date.now());
      // The same path and signature open the picture on this server.
      await fetchPng(t.baseUrl, `${url.pathname}${url.search}`);
    } finally {
      await new Promise((resolve) => receiver.close(resolve));
    }
  });
});
