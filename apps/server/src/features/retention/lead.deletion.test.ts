import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type ApiClient, createApiClient, ROUTES } from '@afterlook/api';
import { viewForProcedure } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminGet,
  anotherPatient,
  demoAdminKey,
  leadBody,
  otherClinic,
} from '../../testing/support/lead-fixtures.ts';
import { listBlobFiles } from '../../testing/support/media-fixtures.ts';
import { photoForView } from '../../testing/support/person-photo.ts';
import { runNode } from '../../testing/support/run-node.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

// A privacy request end to end on the real server: a patient uploads two photos, gets
// an after image and leaves a lead with a message; the clinic exports it, then deletes
// it. Every row and blob of that patient goes, every URL they had answers 404, and a
// neighbour's lead is untouched.
let t: TestApp;
let admin: { clinicId: string; adminKey: string };
const PROCEDURE = 'BREAST_AUGMENTATION';

interface Visit {
  readonly api: ApiClient;
  readonly patientUuid: string;
  readonly urls: string[];
  readonly imageIds: string[];
  /** The patient's phone as stored (E.164). */
  readonly phone: string;
}

async function visit(): Promise<Visit> {
  const token = await t.demoSession();
  const api = createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
  const view = viewForProcedure(PROCEDURE);
  const photo = await photoForView(view);
  const slots = await api.requestImageUploads({
    images: [{ view_type: view, procedure_types: [PROCEDURE] }],
  });
  const slot = slots.presigned_urls[0];
  if (!slot) throw new Error('no slot');
  await api.uploadImage(slot.put_url, photo);
  // A second photo of the same visit that no lead names: still the patient's.
  const extra = await api.createPatientImageTicket();
  await api.uploadImage(extra.upload_url, photo);
  const transform = await api.createTransform({
    image_url: slot.get_url,
    procedure_types: [PROCEDURE],
    procedure_view: view,
  });
  const metadata = await api.pollTransformMetadata(transform.metadata_url);
  expect(metadata.success).toBe(true);
  // Each visit() its own patient: the same phone again would be a visit of one lead (issue 31).
  const body = anotherPatient({
    batch_id: slots.batch_id,
    patient_record: { ...leadBody().patient_record, procedures_of_interest: [PROCEDURE] },
  });
  const lead = await api.submitForm(body as Parameters<ApiClient['submitForm']>[0]);
  await api.sendLeadMessage(lead.patient_uuid, {
    message: 'Can I come on Tuesday?',
    sender_type: 'patient',
  });
  const sessionImages = await t.app.db
    .selectFrom('images')
    .innerJoin('leads', 'leads.session_id', 'images.session_id')
    .select('images.id')
    .where('leads.patient_uuid', '=', lead.patient_uuid)
    .execute();
  return {
    api,
    patientUuid: lead.patient_uuid,
    urls: [slot.get_url, extra.download_url, transform.metadata_url, ...transform.download_urls],
    imageIds: sessionImages.map((image) => image.id),
    phone: `+1${body.patient_record.phone}`,
  };
}

const statusOf = async (path: string) => {
  const response = await fetch(`${t.baseUrl}${path}`);
  await response.arrayBuffer();
  return response.status;
};

const request = async (
  method: string,
  path: string,
  authorization = `Bearer ${admin.adminKey}`,
) => {
  const response = await fetch(`${t.baseUrl}${path}`, { method, headers: { authorization } });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

const messageCount = async () =>
  (await t.app.db.selectFrom('lead_messages').select('id').execute()).length;

const leadPath = (route: { path: string }, uuid: string) =>
  route.path.replace(':patient_uuid', uuid);

/** Blob files of these images and of the transforms made from them. */
const blobsOf = (imageIds: readonly string[], jobIds: readonly string[]) =>
  listBlobFiles(t.config.dataDir).filter((file) =>
    [...imageIds, ...jobIds].some((id) => file.includes(`/${id}/`)),
  );

const transformJobsOf = async (imageIds: readonly string[]) =>
  (
    await t.app.db
      .selectFrom('transforms')
      .select('job_id')
      .where('source_id', 'in', imageIds.length > 0 ? imageIds : [''])
      .execute()
  ).map((row) => row.job_id);

beforeAll(async () => {
  t = await startTestApp({ workerThreads: 1 });
  admin = await demoAdminKey(t);
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('finding 4: deleting a lead (a privacy request)', () => {
  it("the export holds the patient's details, message and every photo of the visit", {
    timeout: 120_000,
  }, async () => {
    const patient = await visit();
    const exported = await request('GET', leadPath(ROUTES.adminLeadExport, patient.patientUuid));
    expect(exported.status).toBe(200);
    const body = exported.body as {
      lead: { patient_record: { first_name: string }; messages: { message: string }[] };
      photos: { image_id: string; url: string }[];
    };
    expect(body.lead.patient_record.first_name).toBe('Ana');
    expect(body.lead.messages.map((m) => m.message)).toEqual(['Can I come on Tuesday?']);
    expect(body.photos.map((photo) => photo.image_id).sort()).toEqual([...patient.imageIds].sort());
    for (const photo of body.photos) expect(await statusOf(photo.url)).toBe(200);
  });

  it('removes its rows and every blob, and its URLs answer 404; a neighbour keeps all', {
    timeout: 180_000,
  }, async () => {
    const patient = await visit();
    const neighbour = await visit();
    const jobIds = await transformJobsOf(patient.imageIds);
    expect(patient.imageIds).toHaveLength(2);
    expect(jobIds.length).toBeGreaterThan(0);
    expect(blobsOf(patient.imageIds, jobIds).length).toBeGreaterThan(2);
    for (const url of patient.urls) expect(await statusOf(url)).toBe(200);
    const neighbourJobs = await transformJobsOf(neighbour.imageIds);
    const neighbourBlobs = blobsOf(neighbour.imageIds, neighbourJobs);

    const messagesBefore = await messageCount();
    const deleted = await request('DELETE', leadPath(ROUTES.adminLeadDelete, patient.patientUuid));
    expect(deleted).toEqual({
      status: 200,
      body: { patient_uuid: patient.patientUuid, images_deleted: 2, messages_deleted: 1 },
    });

    const { db } = t.app;
    expect(
      await db
        .selectFrom('leads')
        .select('id')
        .where('patient_uuid', '=', patient.patientUuid)
        .execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('images').select('id').where('id', 'in', patient.imageIds).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('transforms').select('job_id').where('job_id', 'in', jobIds).execute(),
    ).toEqual([]);
    expect(await db.selectFrom('jobs').select('id').where('id', 'in', jobIds).execute()).toEqual(
      [],
    );
    expect(await messageCount()).toBe(messagesBefore - 1);
    expect(blobsOf(patient.imageIds, jobIds)).toEqual([]);
    for (const url of patient.urls) expect(await statusOf(url), url).toBe(404);
    expect(
      (
        await adminGet(
          t,
          leadPath(ROUTES.adminLead, patient.patientUuid),
          `Bearer ${admin.adminKey}`,
        )
      ).status,
    ).toBe(404);
    expect(
      (await request('DELETE', leadPath(ROUTES.adminLeadDelete, patient.patientUuid))).status,
    ).toBe(404);

    expect(blobsOf(neighbour.imageIds, neighbourJobs)).toEqual(neighbourBlobs);
    for (const url of neighbour.urls) expect(await statusOf(url)).toBe(200);
    expect(
      (
        await adminGet(
          t,
          leadPath(ROUTES.adminLead, neighbour.patientUuid),
          `Bearer ${admin.adminKey}`,
        )
      ).status,
    ).toBe(200);
  });

  it("another clinic's admin key can neither export nor delete the lead", {
    timeout: 120_000,
  }, async () => {
    const patient = await visit();
    const other = await otherClinic(t, 'deletion-other-clinic');
    const auth = `Bearer ${other.adminKey}`;
    expect(
      (await request('GET', leadPath(ROUTES.adminLeadExport, patient.patientUuid), auth)).status,
    ).toBe(404);
    expect(
      (await request('DELETE', leadPath(ROUTES.adminLeadDelete, patient.patientUuid), auth)).status,
    ).toBe(404);
    expect(
      (
        await adminGet(
          t,
          leadPath(ROUTES.adminLead, patient.patientUuid),
          `Bearer ${admin.adminKey}`,
        )
      ).status,
    ).toBe(200);
  });
});

describe('the operator CLI', () => {
  const cli = (...args: string[]) => runNode('cli.ts', args, { DATA_DIR: t.config.dataDir });

  it('export-lead writes the details and unsealed photos; delete-lead removes the lead', {
    timeout: 120_000,
  }, async () => {
    const patient = await visit();
    const out = join(mkdtempSync(join(tmpdir(), 'afterlook-export-')), 'lead');
    try {
      const exported = await cli('export-lead', patient.patientUuid, '--out', out);
      expect(exported.stderr).toBe('');
      expect(exported.code).toBe(0);
      const lead = JSON.parse(readFileSync(join(out, 'lead.json'), 'utf8')) as {
        patient_record: { phone: string };
      };
      expect(lead.patient_record.phone).toBe(patient.phone);
      const photos = readdirSync(join(out, 'photos'));
      expect(photos.sort()).toEqual(patient.imageIds.map((id) => `${id}.png`).sort());
      for (const name of [
        ...photos.map((p) => join('photos', p)),
        ...readdirSync(join(out, 'after')).map((a) => join('after', a)),
      ]) {
        const bytes = readFileSync(join(out, name));
        expect(bytes.subarray(1, 4).toString('latin1'), name).toBe('PNG');
        expect(statSync(join(out, name)).mode & 0o777).toBe(0o600);
      }
      expect(readdirSync(join(out, 'after')).length).toBeGreaterThan(0);

      const deleted = await cli('delete-lead', patient.patientUuid);
      expect(deleted.code).toBe(0);
      expect(JSON.parse(deleted.stdout)).toMatchObject({ patient_uuid: patient.patientUuid });
      expect((await cli('delete-lead', patient.patientUuid)).code).toBe(1);
      expect((await cli('export-lead', patient.patientUuid, '--out', `${out}-2`)).code).toBe(1);
    } finally {
      rmSync(join(out, '..'), { recursive: true, force: true });
    }
  });
});
