import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import type { KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLITE_FILE_NAME } from '../../adapters/db/create-db.ts';
import { demoAdminKey, otherClinic } from '../../testing/support/lead-fixtures.ts';
import { sealedLeadRow, sealedLeadWithKey } from '../../testing/support/sealed-lead-row.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { exportLeadsCsv } from './export-leads-csv.ts';
import { filterLeads } from './filter-leads.ts';

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

/** How a spreadsheet reads a CSV that splits on `separator`: quotes honoured, records on line breaks. */
function readAs(text: string, separator: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    record.push(cell);
    cell = '';
  };
  const endRecord = () => {
    endCell();
    records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted && char === '"' && text[i + 1] === '"') {
      cell += '"';
      i++;
    } else if (quoted && char === '"') quoted = false;
    else if (quoted) cell += char;
    else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) endCell();
    else if (char === '\n') endRecord();
    else if (char !== '\r') cell += char;
  }
  if (cell !== '' || record.length > 0) endRecord();
  return records;
}

/** A cell a spreadsheet would evaluate; an E.164 phone is only a number. */
const runs = (cell: string) => /^[ "]*[=+\-@\t\r]/.test(cell) && !/^\+\d{7,15}$/.test(cell);

describe('finding 18: the CSV formula guard', () => {
  it('finding 18: holds for spreadsheets that split on ";" as on ","; every cell with a separator is quoted, every piece that starts like a formula is neutralized', async () => {
    const other = await otherClinic(t, 'csv-guard-clinic-key');
    const hostile = [
      { first_name: 'Ana;=1+1;', last_name: 'Lopez', phone: '+14155550100' },
      { first_name: 'Bea', last_name: 'x\t=2+2', phone: '+1 415;=3+3', location: 'Madrid, -4+4' },
      { first_name: 'Cruz;"=HYPERLINK(""x"")', last_name: 'a;@SUM(1)', phone: '+14155550101' },
      { first_name: 'Dora', last_name: 'line\n=5+5', phone: '+14155550102', email: 'd;+6@x.es' },
    ];
    await t.app.db
      .insertInto('leads')
      .values(hostile.map((contact) => sealedLeadRow(t.app.ports.cipher, other.clinicId, contact)))
      .execute();
    const response = await fetch(`${t.baseUrl}/api/v1/admin/leads.csv`, {
      headers: { authorization: `Bearer ${other.adminKey}` },
    });
    expect(response.status).toBe(200);
    const text = (await response.text()).replace(/^\uFEFF/, '');

    // A semicolon cell is quoted, and its formula piece starts with an apostrophe.
    expect(text).toContain(`"Ana;'=1+1;"`);
    // Read as English Excel (','), Spanish/German/French Excel (';') or a tab splitter,
    // and by a naive reader that splits on every separator, ignoring quotes: no cell runs.
    for (const separator of [',', ';', '\t']) {
      const cells = readAs(text, separator).flat();
      expect(cells.filter(runs)).toEqual([]);
      const naive = text.split(/[\n\r]/).flatMap((line) => line.split(separator));
      expect(naive.filter(runs)).toEqual([]);
    }
    // Read with ',' (as we write it), every value is whole, E.164 phones as they are.
    const [header, ...rows] = readAs(text, ',');
    const column = (name: string) => (header ?? []).indexOf(name);
    const byName = new Map(rows.map((row) => [row[column('first_name')], row]));
    expect(byName.get("Ana;'=1+1;")?.[column('phone')]).toBe('+14155550100');
    expect(byName.get('Bea')?.[column('last_name')]).toBe("x\t'=2+2");
    expect(byName.get('Bea')?.[column('phone')]).toBe("'+1 415;'=3+3");
    expect(byName.get('Bea')?.[column('location')]).toBe("Madrid, '-4+4");
    expect(byName.get(`Cruz;"'=HYPERLINK(""x"")`)?.[column('last_name')]).toBe("a;'@SUM(1)");
    expect(byName.get('Dora')?.[column('last_name')]).toBe("line\n'=5+5");
    expect(byName.get('Dora')?.[column('email')]).toBe("d;'+6@x.es");
  });
});

describe('the export while leads are erased', () => {
  it('a lead erased between the reads of its batch comes out whole (both reads see one snapshot), never as an export that fails on a lead without its key', async () => {
    const clinic = await otherClinic(t, 'csv-erasure-clinic-key');
    const stored = ['Ana', 'Bea', 'Cruz'].map((first_name, i) =>
      sealedLeadWithKey(
        t.app.ports.cipher,
        clinic.clinicId,
        { first_name, phone: `+1415555010${i}` },
        { created_at: new Date(Date.UTC(2026, 0, 1, i)).toISOString() },
      ),
    );
    await t.app.db
      .insertInto('leads')
      .values(stored.map((lead) => lead.lead))
      .execute();
    await t.app.db
      .insertInto('patient_keys')
      .values(stored.map((lead) => lead.key))
      .execute();
    // Another connection erases the newest lead (its key and its row, one transaction,
    // as deleteLead does) right after the batch's leads are read, before its keys are.
    const other = new DatabaseSync(join(t.config.dataDir, SQLITE_FILE_NAME));
    other.exec('PRAGMA busy_timeout = 5000');
    const newest = stored.at(-1)?.lead.id ?? '';
    let erased = false;
    const eraseAfterLeadsRead: KyselyPlugin = {
      transformQuery: (args) => args.node,
      async transformResult(args) {
        const [row] = args.result.rows;
        if (!erased && row && 'patient_record' in row) {
          erased = true;
          other.exec('BEGIN');
          other.prepare('DELETE FROM patient_keys WHERE owner_id = ?').run(newest);
          other.prepare('DELETE FROM leads WHERE id = ?').run(newest);
          other.exec('COMMIT');
        }
        return args.result;
      },
    };
    const filtered = await filterLeads(t.app.db, t.app.ports.cipher, clinic.clinicId, {});
    if (!filtered.ok) throw new Error(filtered.message);
    const db = t.app.db.withPlugin(eraseAfterLeadsRead);
    let csv = '';
    for await (const chunk of exportLeadsCsv(
      { db, leadCsv: t.app.ports.leadCsv },
      filtered.value,
    )) {
      csv += chunk;
    }
    other.close();
    expect(erased).toBe(true);
    expect(
      await t.app.db.selectFrom('leads').select('id').where('id', '=', newest).execute(),
    ).toEqual([]);
    const names = csv
      .trim()
      .split('\n')
      .slice(1)
      .map((line) => line.split(',')[2]);
    expect(names).toEqual(['Cruz', 'Bea', 'Ana']);
  });
});
