import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  imageRows,
  listBlobFiles,
  makePng,
  postJson,
  putImage,
} from '../../testing/support/media-fixtures.ts';
import { startTestApp, type TestApp } from '../../testing/support/start-test-app.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await startTestApp();
  token = await t.demoSession();
});
afterAll(async () => {
  await t.close();
});

const newSlot = async () => {
  const slots = await postJson(
    `${t.baseUrl}/clinics/v1/forms/patients/images/batch?source=form`,
    token,
    { images: [{ view_type: 'BODY_BACK', procedure_types: ['BBL'] }] },
  );
  expect(slots.status).toBe(200);
  const body = slots.body as {
    batch_id: string;
    presigned_urls: { put_url: string; get_url: string }[];
  };
  const slot = body.presigned_urls[0];
  if (!slot) throw new Error('no slot');
  return slot;
};

/** A refused upload stores nothing: no object, no temp file, the slot still open. */
const expectNothingStored = async () => {
  expect(listBlobFiles(t.config.dataDir)).toEqual([]);
  for (const row of await imageRows(t.app.db)) {
    expect(row).toMatchObject({ status: 'pending', analysis_key: null });
  }
};

describe('PUT of a signed upload URL refuses bad uploads and stores nothing', () => {
  it('answers 413 to a 16 MB upload', async () => {
    const slot = await newSlot();
    const big = new Uint8Array(16 * 1024 * 1024);
    big.set(await makePng(64, 64));
    const put = await putImage(t.baseUrl, slot.put_url, big);
    expect(put.status).toBe(413);
    expect(put.body.error).toBe('too_large');
    await expectNothingStored();
  });

  it('answers 415 to a text file renamed to .png', async () => {
    const slot = await newSlot();
    const text = new TextEncoder().encode('name,phone\nAna,3055550100\n'.repeat(100));
    const put = await putImage(t.baseUrl, slot.put_url, text);
    expect(put.status).toBe(415);
    expect(put.body.error).toBe('unsupported_media_type');
    await expectNothingStored();
  });

  it('answers 422 to a truncated PNG', async () => {
    const slot = await newSlot();
    const png = await makePng(400, 300);
    const put = await putImage(t.baseUrl, slot.put_url, png.subarray(0, png.length / 2));
    expect(put.status).toBe(422);
    expect(put.body.error).toBe('unreadable_image');
    await expectNothingStored();
    const get = await fetch(`${t.baseUrl}${slot.get_url}`);
    expect(get.status).toBe(404);
  });

  it('answers 422 to an image too small to show a body', async () => {
    const slot = await newSlot();
    const put = await putImage(t.baseUrl, slot.put_url, await makePng(40, 30));
    expect(put.status).toBe(422);
    expect(put.body.error).toBe('image_too_small');
    await expectNothingStored();
  });

  it('answers 415 to a content type that is not an image', async () => {
    const slot = await newSlot();
    const put = await putImage(t.baseUrl, slot.put_url, await makePng(100, 100), 'text/html');
    expect(put.status).toBe(415);
    await expectNothingStored();
  });
});
