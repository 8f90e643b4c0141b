import { cpSync, existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { createFieldCipher } from '../../adapters/crypto/create-field-cipher.ts';
import { KEYRING_FILE, loadKeyring } from '../../adapters/crypto/keyring.ts';
import { createDb, SQLITE_FILE_NAME } from '../../adapters/db/create-db.ts';
import type { Db } from '../../ports/db-schema.ts';
import { recordAdversarialRow } from '../../testing/adversarial/adversarial-table.ts';
import { carve } from '../../testing/support/carve-data.ts';
import { TEST_DATABASE_URL, TEST_DIALECTS } from '../../testing/support/databases.ts';
import { demoAdminKey, leadBody, submitLeadOver } from '../../testing/support/lead-fixtures.ts';
import { makePng, postJson, putImage } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { makeTempDir } from '../../testing/support/temp-dir.ts';
import { leadSearchTokens } from '../leads/lead-search-tokens.ts';
import { sweepRetention } from '../retention/sweep-retention.ts';
import { emailIndex, phoneIndex } from './lead-fields.ts';

// Finding 11: a deleted patient could be read back. SQLite kept the freed pages and the
// data key sat beside them, so carving sealed values out of afterlook.sqlite and its WAL
// and opening them with data-keys.json gave back the name, phone, email and messages.
// Here a patient is deleted through the admin API and another is swept by retention;
// then, with the server stopped, every byte of the data folder (the SQLite files, the
// blobs; and the SQLite database, WAL and WAL index as copied while it still ran) and of
// PostgreSQL's table files is carved with every key there is, with a copy
// of the blob folder taken before the erasures (what an S3 version or a snapshot keeps).
// Nothing of either erased patient comes out; everything of a live patient does (the
// carving works).

const DAY_MS = 24 * 60 * 60 * 1000;
const SQLITE_FILES = [SQLITE_FILE_NAME, `${SQLITE_FILE_NAME}-wal`, `${SQLITE_FILE_NAME}-shm`];
const LEAD_RETENTION_DAYS = 365;

interface Person {
  readonly first: string;
  readonly last: string;
  readonly phone: string;
  readonly email: string;
  readonly message: string;
  readonly note: string;
  readonly measured: string;
  readonly weight: number;
  /** The photo's size: each person's photo is a different image. */
  readonly width: number;
}

const ERASED: Person = {
  first: 'Oriane',
  last: 'Quillfeather',
  phone: '4155550143',
  email: 'oriane.quillfeather@example.org',
  message: 'My sister had the same surgery in Lisbon',
  note: 'Asked about financing twice',
  measured: 'Old scar on the left side from 2011',
  weight: 163,
  width: 200,
};
/**
 * The erased patient back for a second visit, from another session, with the same phone
 * and email (issue 31): one lead with two visits, erased whole.
 */
const ERASED_RETURNING: Person = {
  ...ERASED,
  message: 'Coming back after my holidays in Porto',
  note: 'Second visit: asked about recovery time',
  measured: 'Lost weight since the first consultation',
  weight: 151,
  width: 224,
};
const SWEPT: Person = {
  first: 'Bertil',
  last: 'Okonkwohale',
  phone: '4155550158',
  email: 'bertil.okonkwohale@example.net',
  message: 'Only weekends work for my shifts',
  note: 'Referred by Dr Amsel',
  measured: 'Knee surgery last spring, no implants',
  weight: 187,
  width: 208,
};
const LIVE: Person = {
  first: 'Cosima',
  last: 'Rautenbergova',
  phone: '4155550177',
  email: 'cosima.rautenbergova@example.com',
  message: 'Could we talk after my exams in June',
  note: 'Prefers email to calls',
  measured: 'Slight asymmetry noticed since teenage years',
  weight: 171,
  width: 216,
};

interface Visit {
  readonly person: Person;
  readonly patientUuid: string;
  /** A slice from the middle of the stored photo (what the patient's body looks like). */
  readonly photoSlice: Buffer;
}

async function visit(t: TestApp, adminKey: string, person: Person): Promise<Visit> {
  const session = await t.demoSession();
  const slots = await postJson(
    `${t.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
    session,
    { images: [{ view_type: 'TORSO_FRONT', procedure_types: ['BREAST_AUGMENTATION'] }] },
  );
  const { batch_id, presigned_urls } = slots.body as {
    batch_id: string;
    presigned_urls: { put_url: string }[];
  };
  const put = await putImage(
    t.baseUrl,
    presigned_urls[0]?.put_url ?? '',
    await makePng(person.width, 300),
  );
  expect(put.status).toBe(200);
  const record = {
    ...leadBody().patient_record,
    first_name: person.first,
    last_name: person.last,
    phone: person.phone,
    email: person.email,
  };
  const submitted = await submitLeadOver(
    t,
    session,
    leadBody({
      batch_id,
      form_data: { name: `${person.first} ${person.last}`, phone: person.phone },
      patient_record: record,
    }),
  );
  expect(submitted.status, JSON.stringify(submitted.body)).toBe(201);
  const patientUuid = submitted.body.patient_uuid ?? '';
  const patientApi = `${t.baseUrl}/api/v1/patients/${patientUuid}`;
  const messaged = await postJson(`${patientApi}/lead-messages`, session, {
    message: person.message,
    sender_type: 'patient',
  });
  expect(messaged.status).toBe(201);
  const measured = await fetch(`${patientApi}/measurements`, {
    method: 'PUT',
    headers: { authorization: `session ${session}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      message: person.measured,
      weight_lbs: person.weight,
      height_feet: 5,
      height_inches: 7,
    }),
  });
  expect(measured.status).toBe(200);
  await measured.arrayBuffer();
  const noted = await fetch(`${t.baseUrl}/api/v1/admin/leads/${patientUuid}/notes`, {
    method: 'POST',
    headers: { authorization: `Bearer ${adminKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ note: person.note }),
  });
  expect(noted.status).toBeLessThan(300);
  await noted.arrayBuffer();
  // The same visitor also asked for a procedure the widget cannot show.
  const wished = await postJson(`${t.baseUrl}/api/v1/notify-unsupported-procedure`, session, {
    name: `${person.first} ${person.last}`,
    email: person.email,
    procedure_type: 'LIP_FILLER',
  });
  expect(wished.status).toBeLessThan(300);
  const image = await t.app.db
    .selectFrom('images')
    .select('blob_key')
    .where('batch_id', '=', batch_id)
    .executeTakeFirstOrThrow();
  const photo = Buffer.from((await t.app.ports.blobs.read(image.blob_key)) ?? new Uint8Array());
  expect(photo.subarray(1, 4).toString('latin1')).toBe('PNG');
  const middle = Math.floor(photo.length / 2);
  return { person, patientUuid, photoSlice: photo.subarray(middle, middle + 48) };
}

/** Every file under a folder, as bytes. */
const filesUnder = (dir: string): Buffer[] =>
  (readdirSync(dir, { recursive: true }) as string[])
    .map((file) => join(dir, file))
    .filter((path) => statSync(path).isFile())
    .map((path) => readFileSync(path));

/**
 * A PostgreSQL schema's table, TOAST and index files as the server keeps them on disk
 * (after a checkpoint), read through pg_read_binary_file (a superuser's right).
 */
async function pgRelationFiles(schema: string): Promise<Buffer[]> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query('CHECKPOINT');
    const { rows } = await client.query<{ path: string }>(
      `SELECT pg_relation_filepath(c.oid) AS path
         FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = $1 AND c.relkind IN ('r', 'i', 'm')
       UNION
       SELECT pg_relation_filepath(t.oid) FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_class t ON t.oid = c.reltoastrelid
        WHERE n.nspname = $1
       UNION
       SELECT pg_relation_filepath(i.indexrelid) FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace
         JOIN pg_index i ON i.indrelid = c.reltoastrelid
        WHERE n.nspname = $1`,
      [schema],
    );
    const files: Buffer[] = [];
    for (const { path } of rows) {
      const read = await client.query<{ bytes: Buffer | null }>(
        'SELECT pg_read_binary_file($1, 0, 104857600, true) AS bytes',
        [path],
      );
      if (read.rows[0]?.bytes) files.push(read.rows[0].bytes);
    }
    return files;
  } finally {
    await client.end();
  }
}

interface Database {
  readonly db?: Db;
  /**
   * Begins a repeatable-read transaction that reads the leads, and ends it a second and a
   * half later (`ended`).
   */
  readonly openReader?: () => Promise<{ readonly ended: Promise<void> }>;
  /** The database's own files, read once the server stopped. */
  files(): Promise<Buffer[]>;
  dispose(): Promise<void>;
}

async function openDatabase(name: 'sqlite' | 'postgres', dataDir: string): Promise<Database> {
  if (name === 'sqlite') {
    // The SQLite files are in the data folder, carved whole with it.
    return { files: async () => [], dispose: async () => {} };
  }
  const schema = `afterlook_erasure_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  return {
    db: createDb({ databaseUrl: TEST_DATABASE_URL, dataDir, pgSchema: schema }),
    files: () => pgRelationFiles(schema),
    async openReader() {
      const reader = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await reader.connect();
      await reader.query('BEGIN ISOLATION LEVEL REPEATABLE READ');
      await reader.query(`SELECT count(*) FROM ${schema}.leads`);
      const ended = (async () => {
        await new Promise((resolve) => setTimeout(resolve, 1_500));
        await reader.query('COMMIT');
        await reader.end();
      })();
      return { ended };
    },
    async dispose() {
      const cleanup = new pg.Client({ connectionString: TEST_DATABASE_URL });
      await cleanup.connect();
      await cleanup.query(`DROP SCHEMA ${schema} CASCADE`);
      await cleanup.end();
    },
  };
}

const folders: ReturnType<typeof makeTempDir>[] = [];
afterAll(() => {
  for (const folder of folders) folder.remove();
});

describe.each(TEST_DIALECTS)('erasure for real on $name', ({ name }) => {
  it('finding 11: after a deletion and a retention sweep, carving the stopped server’s files with every key finds nothing of either erased patient, and all of a live one', {
    timeout: 180_000,
  }, async () => {
    const folder = makeTempDir();
    folders.push(folder);
    const dataDir = join(folder.path, 'data');
    const blobCopies = join(folder.path, 'blob-copies');
    const database = await openDatabase(name, dataDir);
    let now = new Date('2026-01-05T09:00:00.000Z');
    const t = await startTestApp(
      { dataDir },
      {
        clock: () => now,
        media: { startQueue: false },
        ...(database.db ? { db: database.db } : {}),
      },
    );
    let visits: { erased: Visit; erasedAgain: Visit; swept: Visit; live: Visit };
    let running: Buffer[] = [];
    try {
      const { adminKey } = await demoAdminKey(t);
      const swept = await visit(t, adminKey, SWEPT);
      now = new Date(now.getTime() + 300 * DAY_MS);
      const erased = await visit(t, adminKey, ERASED);
      const erasedAgain = await visit(t, adminKey, ERASED_RETURNING);
      expect(erasedAgain.patientUuid).toBe(erased.patientUuid);
      const live = await visit(t, adminKey, LIVE);
      visits = { erased, erasedAgain, swept, live };
      cpSync(join(dataDir, 'blobs'), blobCopies, { recursive: true });
      // Another connection's transaction that began before the deletion (a dashboard
      // request, an export) and still holds its snapshot while the erasure rewrites: on
      // PostgreSQL, VACUUM FULL would keep the rows that snapshot can see.
      const reader = await database.openReader?.();
      const deleted = await fetch(`${t.baseUrl}/api/v1/admin/leads/${erased.patientUuid}`, {
        method: 'DELETE',
        headers: { authorization: `Bearer ${adminKey}` },
      });
      expect(deleted.status).toBe(200);
      await deleted.arrayBuffer();
      await reader?.ended;
      now = new Date(now.getTime() + (LEAD_RETENTION_DAYS - 300 + 1) * DAY_MS);
      expect(await sweepRetention(t.app.ports)).toMatchObject({ leads_deleted: 1 });
      // The SQLite files as a crash would leave them (the WAL and its index are removed at
      // a clean stop): copied while the server still runs.
      running = SQLITE_FILES.map((file) => join(dataDir, file))
        .filter((path) => existsSync(path))
        .map((path) => readFileSync(path));
    } finally {
      await t.close();
    }

    const keyring = loadKeyring(dataDir, { keys: undefined, indexKey: undefined });
    const everyKey = [...keyring.keys.values(), keyring.indexKey];
    const files = [
      ...filesUnder(dataDir),
      ...running,
      ...filesUnder(blobCopies),
      ...(await database.files()),
    ];
    await database.dispose();
    const carved = carve(files, everyKey);
    const cipher = createFieldCipher(keyring);
    const needles = ({ person, photoSlice }: Visit) => ({
      name: [person.first, person.last],
      phone: [person.phone, `+1${person.phone}`],
      email: [person.email],
      message: [person.message, person.note],
      measurements: [person.measured, `"weight_lbs":${person.weight}`],
      photo: [photoSlice],
    });
    /** The keyed hashes search keeps (blind index): the index key tests a guess with them. */
    const searchHashes = ({ person }: Visit) => [
      phoneIndex(cipher, `+1${person.phone}`),
      emailIndex(cipher, person.email),
      ...leadSearchTokens(cipher, {
        first_name: person.first,
        last_name: person.last,
        phone: `+1${person.phone}`,
        email: person.email,
      }),
    ];
    const found = (visit: Visit) =>
      Object.entries(needles(visit)).flatMap(([kind, list]) =>
        list.filter((needle) => carved.has(needle)).map(() => kind),
      );
    const hashesFound = (visit: Visit) => searchHashes(visit).filter((hash) => carved.has(hash));
    const { erased, erasedAgain, swept, live } = visits;
    const report = {
      dialect: name,
      ...carved.stats,
      files: files.length,
      erased: found(erased),
      erased_second_visit: found(erasedAgain),
      swept: found(swept),
      live: found(live),
      // Found of all a lead leaves (its phone's also in a batch submission's dedupe key).
      search_hashes: Object.fromEntries(
        Object.entries({ erased, swept, live }).map(([who, visit]) => [
          who,
          `${hashesFound(visit).length}/${searchHashes(visit).length}`,
        ]),
      ),
    };
    console.log(
      `finding 11 carve (${keyring.keys.size} data key(s), index key, ${KEYRING_FILE}):`,
      JSON.stringify(report),
    );
    expect(found(live).sort()).toEqual(
      [
        'name',
        'name',
        'phone',
        'phone',
        'email',
        'message',
        'message',
        'measurements',
        'measurements',
        'photo',
      ].sort(),
    );
    const lookedFor = (visit: Visit) => Object.values(needles(visit)).flat().length;
    const erasedFound = found(erased).length + found(swept).length;
    const erasedHashes = hashesFound(erased).length + hashesFound(swept).length;
    recordAdversarialRow({
      surface: `Erasure (${name}): the stopped server's files carved with every key`,
      tried: lookedFor(erased) + lookedFor(swept),
      held:
        `${erasedFound} values of the deleted and the swept patient found, ` +
        `${erasedHashes} of their ${searchHashes(erased).length + searchHashes(swept).length} search hashes; ` +
        `${found(live).length} of ${lookedFor(live)} of the live patient found`,
      fiveXx: null,
      recordsLost: lookedFor(live) - found(live).length,
      limitsBypassed: null,
    });
    expect(found(erased)).toEqual([]);
    expect(found(erasedAgain)).toEqual([]);
    expect(found(swept)).toEqual([]);
    expect(hashesFound(live)).toEqual(searchHashes(live));
    // The live patient's data opened only through its own key, unwrapped by the data key.
    expect(carved.stats.patientKeys).toBeGreaterThan(0);
    // None of theirs stays to test a guessed name, phone or email against: SQLite zeroes
    // freed space; PostgreSQL rewrote the partitions of lead_hashes and lead_submissions
    // that held them (scrub-erased.ts).
    expect(hashesFound(erased)).toEqual([]);
    expect(hashesFound(swept)).toEqual([]);
  });
});
