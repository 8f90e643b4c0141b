import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import sharp from 'sharp';
import type { Db } from '../../ports/db-schema.ts';

/** A real PNG photo-like image (smooth gradient plus noise), made by sharp. */
export async function makePng(width: number, height: number): Promise<Uint8Array<ArrayBuffer>> {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const o = (y * width + x) * 3;
      data[o] = (x * 255) / width;
      data[o + 1] = (y * 255) / height;
      data[o + 2] = (x * y) % 251;
    }
  }
  return new Uint8Array(
    await sharp(data, { raw: { width, height, channels: 3 } })
      .png()
      .toBuffer(),
  );
}

/** Every file under DATA_DIR/blobs (temp files included), as paths relative to it. */
export function listBlobFiles(dataDir: string): string[] {
  const root = join(dataDir, 'blobs');
  const out: string[] = [];
  const walk = (dir: string) => {
    let entries: string[];
    try {
      entries = readdirSync(dir);
    } catch {
      return;
    }
    for (const name of entries) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(root, path));
    }
  };
  walk(root);
  return out.sort();
}

export const imageRows = (db: Db) =>
  db.selectFrom('images').select(['id', 'status', 'analysis_key', 'clinic_id']).execute();

export const jobRows = (db: Db) =>
  db.selectFrom('jobs').select(['id', 'status', 'idempotency_key', 'attempts']).execute();

/** JSON POST with a session. */
export async function postJson(
  url: string,
  token: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      authorization: `session ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}

/** PUT bytes to a signed URL (a path of the server). */
export async function putImage(
  baseUrl: string,
  putUrl: string,
  bytes: Uint8Array,
  contentType = 'image/png',
): Promise<{ status: number; body: { error?: string; message?: string } }> {
  const response = await fetch(`${baseUrl}${putUrl}`, {
    method: 'PUT',
    headers: { 'content-type': contentType },
    body: Buffer.from(bytes),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : {} };
}
