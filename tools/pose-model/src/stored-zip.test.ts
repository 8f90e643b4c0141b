import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStoredZip, writeStoredZip } from './stored-zip.ts';

const bytes = (length: number, seed: number) =>
  Uint8Array.from({ length }, (_, index) => (index * 31 + seed) & 0xff);

describe('stored zip', () => {
  const entries = [
    { name: 'pose_detector.tflite', data: bytes(1000, 1) },
    { name: 'pose_landmarks_detector.tflite', data: bytes(333, 2) },
  ];
  const zip = writeStoredZip(entries);

  it('round-trips its entries, uncompressed', () => {
    const read = readStoredZip(zip);
    expect(read.map((entry) => entry.name)).toEqual(entries.map((entry) => entry.name));
    expect(read.map((entry) => Buffer.from(entry.data))).toEqual(
      entries.map((entry) => Buffer.from(entry.data)),
    );
  });

  it('starts every entry on a 64-byte boundary, so TFLite buffers stay aligned', () => {
    for (const entry of readStoredZip(zip)) expect(entry.data.byteOffset % 64).toBe(0);
  });

  it('is a zip that the system unzip tests clean', () => {
    const dir = mkdtempSync(join(tmpdir(), 'stored-zip-'));
    try {
      writeFileSync(join(dir, 'bundle.task'), zip);
      const test = execFileSync('unzip', ['-t', join(dir, 'bundle.task')]).toString();
      expect(test).toMatch(/No errors detected/);
      const listing = execFileSync('unzip', ['-lv', join(dir, 'bundle.task')]).toString();
      expect(listing.match(/ Stored /g)).toHaveLength(2);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
