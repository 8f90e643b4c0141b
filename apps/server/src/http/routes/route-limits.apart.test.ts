import { ROUTES } from '@afterlook/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// Routes sharing a preHandler array once shared their rate-limit hooks: three CSV
// exports used up the lead export's and the deletion's budget too.
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await startTestApp(
    {},
    {
      media: { startQueue: false },
      limits: { rate: { adminCalls: { max: 3, windowMs: 60_000 } } },
    },
  );
  admin = `Bearer ${(await demoAdminKey(t)).adminKey}`;
});
afterAll(async () => {
  await t.close();
});

const call = async (method: string, path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers: { authorization: admin },
  });
  await response.arrayBuffer();
  return response.status;
};

describe('route limits', () => {
  it('each admin route counts its own calls: exporting the CSV to its limit leaves a lead export and a deletion their own', async () => {
    const lead = await submitLeadOver(t, await t.demoSession(), leadBody());
    const uuid = lead.body.patient_uuid ?? '';
    const csv = [];
    for (let i = 0; i < 4; i += 1) csv.push(await call('GET', ROUTES.adminLeadsCsv.path));
    expect(csv).toEqual([200, 200, 200, 429]);
    expect(await call('GET', ROUTES.adminLeadExport.path.replace(':patient_uuid', uuid))).toBe(200);
    expect(await call('DELETE', ROUTES.adminLeadDelete.path.replace(':patient_uuid', uuid))).toBe(
      200,
    );
  });
});
