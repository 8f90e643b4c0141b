import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchPng } from '../../testing/support/fetch-png.ts';
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
let now = Date.now();
beforeAll(async () => {
  t = await startTestApp({}, { clock: () => new Date(now) });
  token = await t.demoSession();
});
afterAll(async () => {
  await t.close();
});

const ticket = async () => {
  const answer = await postJson(`${t.baseUrl}/api/v1/patient-images?timestamp=${now}`, token);
  expect(answer.status).toBe(200);
  return answer.body as { upload_url: string; download_url: string };
};

describe('signed upload and download URLs', () => {
  it('refuse an upload URL 10 minutes after it was issued (403), storing nothing', async () => {
    const { upload_url } = await ticket();
    now += 10 * 60 * 1000 + 1000;
    const put = await putImage(t.baseUrl, upload_url, await makePng(300, 200));
    expect(put.status).toBe(403);
    expect(put.body.error).toBe('expired_signature');
    expect(listBlobFiles(t.config.dataDir)).toEqual([]);
    expect((await imageRows(t.app.db)).every((row) => row.status === 'pending')).toBe(true);
  });

  it('refuse a forged signature and a URL moved to another key (403)', async () => {
    const { upload_url } = await ticket();
    const forged = upload_url.replace(/s=[^&]+/, `s=${'A'.repeat(43)}`);
    expect((await putImage(t.baseUrl, forged, await makePng(300, 200))).status).toBe(403);
    const other = await ticket();
    const moved = `${other.upload_url.split('?')[0]}?${upload_url.split('?')[1]}`;
    expect((await putImage(t.baseUrl, moved, await makePng(300, 200))).status).toBe(403);
    expect(listBlobFiles(t.config.dataDir)).toEqual([]);
  });

  it('serve the upload through download_url for an hour, then refuse it', async () => {
    const { upload_url, download_url } = await ticket();
    const put = await putImage(t.baseUrl, upload_url, await makePng(2048, 1536));
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ width: 1024, height: 768 });
    expect(await fetchPng(t.baseUrl, download_url)).toMatchObject({ width: 1024, height: 768 });
    const forged = download_url.replace(/s=[^&]+/, `s=${'B'.repeat(43)}`);
    expect((await fetch(`${t.baseUrl}${forged}`)).status).toBe(403);
    now += 60 * 60 * 1000 + 1000;
    expect((await fetch(`${t.baseUrl}${download_url}`)).status).toBe(403);
  });

  it('never overwrite an uploaded image (409)', async () => {
    const { upload_url } = await ticket();
    expect((await putImage(t.baseUrl, upload_url, await makePng(300, 200))).status).toBe(200);
    const again = await putImage(t.baseUrl, upload_url, await makePng(500, 400));
    expect(again.status).toBe(409);
  });
});

describe('upload slots nobody filled', () => {
  it('are dropped after a day, while uploaded images stay', async () => {
    const { deleteAbandonedSlots } = await import('./delete-abandoned-slots.ts');
    const before = await imageRows(t.app.db);
    const ready = before.filter((row) => row.status === 'ready').map((row) => row.id);
    expect(ready.length).toBeGreaterThan(0);
    now += 25 * 60 * 60 * 1000;
    const removed = await deleteAbandonedSlots(t.app.db, t.app.ports.blobs, () => new Date(now));
    expect(removed).toBe(before.length - ready.length);
    expect((await imageRows(t.app.db)).map((row) => row.id).sort()).toEqual([...ready].sort());
  });
});
