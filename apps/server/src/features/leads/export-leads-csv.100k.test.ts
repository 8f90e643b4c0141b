import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { storeLeadsInBulk } from '../../testing/support/store-leads-in-bulk.ts';

// The export at scale, over HTTP: 100,001 leads, each sealed under its own key, come out
// once each, newest first, each opened with its own key (its email says which lead it
// is), across hundreds of keyset batches opened on the worker threads; another
// clinic's leads stay out. Slow-ish: the seeding (about 10 s) and the export (a few s).
const LEADS = 100_001;
const OTHER_CLINIC_LEADS = 50;
const START = Date.UTC(2026, 0, 1);
let t: TestApp;
let key: string;

/** The i-th lead's patient id: what the CSV names it by. */
const patientUuid = (i: number) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;

/**
 * Lead i of a clinic. Leads 1000·k and 1000·k + 1 share one created_at; at the export's
 * 500 leads a batch, each such pair straddles two batches (the next starts in the tie).
 */
const lead = (prefix: string) => (i: number) => ({
  contact: {
    first_name: `${prefix}${i}`,
    last_name: 'Lopez',
    phone: `+1415${String(1_000_000 + i).padStart(7, '0')}`,
    email: `${prefix}${i}@mail.example`,
  },
  row: {
    patient_uuid: `${prefix === 'p' ? '' : 'f'}${patientUuid(i)}`,
    created_at: new Date(START + (i > 1 && i % 1000 === 1 ? i - 1 : i) * 1000).toISOString(),
  },
});

beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  const demo = await demoAdminKey(t);
  key = `Bearer ${demo.adminKey}`;
  await storeLeadsInBulk(t.app.db, t.app.ports.cipher, demo.clinicId, LEADS, lead('p'));
  const other = await otherClinic(t, 'export-100k-other-clinic-key');
  await storeLeadsInBulk(
    t.app.db,
    t.app.ports.cipher,
    other.clinicId,
    OTHER_CLINIC_LEADS,
    lead('o'),
  );
}, 180_000);
afterAll(() => t.close());

describe('GET /api/v1/admin/leads.csv at 100,001 leads', () => {
  it('finds every one of the 100,001 leads by its id, once, newest first, each opened with its own key; no other clinic lead', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/admin/leads.csv`, {
      headers: { authorization: key },
    });
    expect(response.status).toBe(200);
    const [header, ...lines] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\n');
    const columns = (header ?? '').split(',');
    const at = (name: string) => columns.indexOf(name);
    // No generated value holds a comma or a quote: a line splits into its cells.
    const rows = lines.map((line) => line.split(','));
    expect(rows).toHaveLength(LEADS);

    const seen = new Set<string>();
    let previous = '\uFFFF';
    const wrong: string[] = [];
    for (const row of rows) {
      const uuid = row[at('patient_uuid')] ?? '';
      const i = Number(uuid.slice(-12));
      seen.add(uuid);
      if (uuid !== patientUuid(i) || row[at('email')] !== `p${i}@mail.example`) {
        wrong.push(row.join(','));
      }
      const createdAt = row[at('created_at')] ?? '';
      if (createdAt > previous) wrong.push(`out of order: ${row.join(',')}`);
      previous = createdAt;
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(seen.size).toBe(LEADS);
    for (let i = 0; i < LEADS; i += 1) {
      if (!seen.has(patientUuid(i))) throw new Error(`lead ${i} is missing from the export`);
    }
    expect(rows[0]?.[at('first_name')]).toBe(`p${LEADS - 1}`);
    expect(rows.at(-1)?.[at('first_name')]).toBe('p0');
  }, 120_000);
});
