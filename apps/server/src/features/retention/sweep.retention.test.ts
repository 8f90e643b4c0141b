import { type ApiClient, createApiClient } from '@afterlook/api';
import { RETENTION_DAYS } from '@afterlook/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BLOB_ROUTE_PREFIX, imageFolder } from '../../ports/blob-key.ts';
import { leadBody } from '../../testing/support/lead-fixtures.ts';
import { listBlobFiles, makePng } from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';
import { sweepRetention } from './sweep-retention.ts';

// Retention on the real server's data: a photo no lead uses goes after the clinic's
// image retention, a lead (and its photo) after its lead retention, nothing earlier.
const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-01T10:00:00.000Z');
let t: TestApp;
let clinicId: string;

const newPatient = async (): Promise<ApiClient> => {
  const token = await t.demoSession();
  return createApiClient({ baseUrl: t.baseUrl, getAccessToken: () => token });
};

const imageIdOf = async (getUrl: string) =>
  (
    await t.app.db
      .selectFrom('images')
      .select('id')
      .where('blob_key', '=', new URL(getUrl, 'http://x').pathname.slice(BLOB_ROUTE_PREFIX.length))
      .executeTakeFirstOrThrow()
  ).id;

const stored = async (imageId: string) => ({
  row: (await t.app.db.selectFrom('images').select('id').where('id', '=', imageId).execute())
    .length,
  /** The photo and its analyses. */
  files: listBlobFiles(t.config.dataDir).some((file) =>
    file.startsWith(`${imageFolder(clinicId, imageId)}/`),
  ),
});

const later = (days: number) => {
  now = new Date(now.getTime() + days * DAY_MS);
};

beforeAll(async () => {
  t = await startTestApp({}, { clock: () => now });
  clinicId = (await t.app.db.selectFrom('sdk_keys').select('clinic_id').executeTakeFirstOrThrow())
    .clinic_id;
}, 60_000);
afterAll(async () => {
  await t.close();
});

describe('finding 4: the retention sweep', () => {
  it('erases a photo no lead uses once past the image retention; a lead keeps its photo until the lead retention', {
    timeout: 60_000,
  }, async () => {
    const photo = await makePng(600, 800);
    const visitor = await newPatient();
    const ticket = await visitor.createPatientImageTicket();
    await visitor.uploadImage(ticket.upload_url, photo);
    const unattached = await imageIdOf(ticket.download_url);

    const patient = await newPatient();
    const batch = await patient.requestImageUploads({
      images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }],
    });
    const slot = batch.presigned_urls[0];
    if (!slot) throw new Error('no slot');
    await patient.uploadImage(slot.put_url, photo);
    const attached = await imageIdOf(slot.get_url);
    const lead = await patient.submitForm(
      leadBody({ batch_id: batch.batch_id }) as Parameters<ApiClient['submitForm']>[0],
    );
    expect(await stored(unattached)).toEqual({ row: 1, files: true });
    expect(await stored(attached)).toEqual({ row: 1, files: true });

    // One day short of the default image retention: nothing goes.
    later(RETENTION_DAYS.unattachedImages.default - 1);
    expect(await sweepRetention(t.app.ports)).toEqual({ images_deleted: 0, leads_deleted: 0 });
    expect(await stored(unattached)).toEqual({ row: 1, files: true });

    later(2);
    expect(await sweepRetention(t.app.ports)).toEqual({ images_deleted: 1, leads_deleted: 0 });
    expect(await stored(unattached)).toEqual({ row: 0, files: false });
    expect(await stored(attached)).toEqual({ row: 1, files: true });

    // A second pass finds nothing more: the sweep is idempotent.
    expect(await sweepRetention(t.app.ports)).toEqual({ images_deleted: 0, leads_deleted: 0 });

    later(RETENTION_DAYS.leads.default);
    expect(await sweepRetention(t.app.ports)).toEqual({ images_deleted: 0, leads_deleted: 1 });
    expect(await stored(attached)).toEqual({ row: 0, files: false });
    expect(
      await t.app.db
        .selectFrom('leads')
        .select('id')
        .where('patient_uuid', '=', lead.patient_uuid)
        .execute(),
    ).toEqual([]);
  });

  it("follows the clinic's own setting", { timeout: 60_000 }, async () => {
    await t.app.db
      .updateTable('clinics')
      .set({ image_retention_days: 30 })
      .where('id', '=', clinicId)
      .execute();
    const visitor = await newPatient();
    const ticket = await visitor.createPatientImageTicket();
    await visitor.uploadImage(ticket.upload_url, await makePng(600, 800));
    const image = await imageIdOf(ticket.download_url);
    later(10);
    await sweepRetention(t.app.ports);
    expect(await stored(image)).toEqual({ row: 1, files: true });
    later(21);
    expect(await sweepRetention(t.app.ports)).toMatchObject({ images_deleted: 1 });
    expect(await stored(image)).toEqual({ row: 0, files: false });
  });
});
