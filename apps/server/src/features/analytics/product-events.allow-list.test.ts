// The product-event filter was a deny-list: 'tel', 'e_mail' and 'Patient Phone' were stored in our own event log: this proves only allow-listed properties are kept.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
});
afterAll(async () => {
  await t.close();
});

describe('finding 10: POST /api/v1/events keeps allow-listed properties only', {
  timeout: 60_000,
}, () => {
  it('drops contact details under any spelling, and any property it does not know', async () => {
    const token = await t.demoSession();
    const answer = await postJson(`${t.baseUrl}/api/v1/events`, token, {
      name: 'User Details Captured',
      properties: {
        'Clinic Name': 'Demo',
        Procedure: 'BBL',
        Language: 'es',
        tel: '+14155550132',
        e_mail: 'ana@example.org',
        'Patient Phone': '4155550132',
        'Full Name': 'Ana Lopez',
        whatsapp: '+34600000000',
        Name: 'Ana Lopez',
        Phone: '4155550132',
      },
    });
    expect(answer).toEqual({ status: 200, body: { recorded: true } });
    const [row] = await t.app.db.selectFrom('product_events').select('properties').execute();
    expect(JSON.parse(row?.properties ?? '{}')).toEqual({
      'Clinic Name': 'Demo',
      Procedure: 'BBL',
      Language: 'es',
    });
  });
});
