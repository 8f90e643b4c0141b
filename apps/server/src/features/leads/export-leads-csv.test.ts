import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAdminKey } from '../../testing/support/lead-fixtures.ts';
import { sealedLeadRow } from '../../testing/support/sealed-lead-row.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// The CSV export writes every lead of the filtered list, batch after batch, and keeps a
// spreadsheet from running a cell: free text that starts like a formula is quoted, while
// an E.164 phone (which cannot hold one) goes out as CRMs and dialers read it.
const LEADS = 601;
let t: TestApp;
let key: string;

/** Leads as stored ones are (sealed under their own id), some with old, unchecked data. */
function storedLead(clinicId: string, i: number) {
  return sealedLeadRow(
    t.app.ports.cipher,
    clinicId,
    {
      first_name: i === 0 ? '=HYPERLINK("http://x.test","open")' : `Ana${i}`,
      last_name: 'Lopez',
      phone: i === 1 ? '-1' : `+1415555${String(i).padStart(4, '0')}`,
    },
    {
      form_user_id: `browser-${i}`,
      procedure: 'BBL',
      created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
    },
  );
}

beforeAll(async () => {
  t = await startTestApp({}, { media: { startQueue: false } });
  const { clinicId, adminKey } = await demoAdminKey(t);
  key = `Bearer ${adminKey}`;
  const leads = Array.from({ length: LEADS }, (_, i) => storedLead(clinicId, i));
  for (let at = 0; at < leads.length; at += 200) {
    await t.app.db
      .insertInto('leads')
      .values(leads.slice(at, at + 200))
      .execute();
  }
});
afterAll(() => t.close());

describe('GET /api/v1/admin/leads.csv', () => {
  it('writes every lead, newest first, across batches; E.164 phones as they are, formula-like free text quoted', async () => {
    const response = await fetch(`${t.baseUrl}/api/v1/admin/leads.csv`, {
      headers: { authorization: key },
    });
    expect(response.status).toBe(200);
    const [header, ...lines] = (await response.text())
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    const columns = (header ?? '').split(',');
    const rows = lines.map((line) => {
      // Only the formula cell holds commas and quotes; it is the one quoted cell.
      const cells = line.match(/("(?:[^"]|"")*"|[^,]*)(,|$)/g) ?? [];
      return Object.fromEntries(columns.map((name, i) => [name, cells[i]?.replace(/,$/, '')]));
    });
    expect(rows).toHaveLength(LEADS);
    expect(new Set(rows.map((row) => row.patient_uuid)).size).toBe(LEADS);
    expect(rows[0]).toMatchObject({ first_name: `Ana${LEADS - 1}`, phone: '+14155550600' });
    const byName = new Map(rows.map((row) => [row.first_name, row]));
    expect(byName.get('Ana2')?.phone).toBe('+14155550002');
    // Old, unchecked data keeps the guard: '-1' would be a formula.
    expect(rows.find((row) => row.first_name === 'Ana1')?.phone).toBe("'-1");
    expect(rows.at(-1)?.first_name).toBe(`"'=HYPERLINK(""http://x.test"",""open"")"`);
  });
});
