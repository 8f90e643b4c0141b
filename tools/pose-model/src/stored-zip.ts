import { crc32 } from 'node:zlib';

/**
 * A zip archive of uncompressed ("stored") entries — the layout of a MediaPipe
 * `.task` bundle. Each entry's data starts on a 64-byte boundary (padding goes into
 * the local header's extra field, as zipalign does) so a runtime that uses the model
 * bytes in place finds its 16-byte-aligned TFLite buffers aligned.
 */

export interface ZipEntry {
  readonly name: string;
  readonly data: Uint8Array;
}

const DATA_ALIGNMENT = 64;
const LOCAL_HEADER_SIZE = 30;
const CENTRAL_HEADER_SIZE = 46;
const END_OF_CENTRAL_DIRECTORY_SIZE = 22;
/** 1980-01-01 00:00, the zip epoch: fixed, so the same inputs give the same bytes. */
const DOS_DATE = (0 << 9) | (1 << 5) | 1;
const DOS_TIME = 0;
const VERSION = 20;
const UTF8_NAMES = 1 << 11;

export function writeStoredZip(entries: readonly ZipEntry[]): Uint8Array {
  const encoder = new TextEncoder();
  const parts: Uint8Array[] = [];
  const central: Uint8Array[] = [];
  let offset = 0;

  for (const entry of entries) {
    const name = encoder.encode(entry.name);
    const headerEnd = offset + LOCAL_HEADER_SIZE + name.length;
    const padding = (DATA_ALIGNMENT - (headerEnd % DATA_ALIGNMENT)) % DATA_ALIGNMENT;
    const checksum = crc32(entry.data);
    const size = entry.data.length;

    const local = new Uint8Array(LOCAL_HEADER_SIZE + name.length + padding);
    const l = new DataView(local.buffer);
    l.setUint32(0, 0x04034b50, true);
    l.setUint16(4, VERSION, true);
    l.setUint16(6, UTF8_NAMES, true);
    l.setUint16(8, 0, true); // method: stored
    l.setUint16(10, DOS_TIME, true);
    l.setUint16(12, DOS_DATE, true);
    l.setUint32(14, checksum, true);
    l.setUint32(18, size, true);
    l.setUint32(22, size, true);
    l.setUint16(26, name.length, true);
    l.setUint16(28, padding, true); // extra field: zero padding
    local.set(name, LOCAL_HEADER_SIZE);

    const header = new Uint8Array(CENTRAL_HEADER_SIZE + name.length);
    const c = new DataView(header.buffer);
    c.setUint32(0, 0x02014b50, true);
    c.setUint16(4, VERSION, true);
    c.setUint16(6, VERSION, true);
    c.setUint16(8, UTF8_NAMES, true);
    c.setUint16(10, 0, true);
    c.setUint16(12, DOS_TIME, true);
    c.setUint16(14, DOS_DATE, true);
    c.setUint32(16, checksum, true);
    c.setUint32(20, size, true);
    c.setUint32(24, size, true);
    c.setUint16(28, name.length, true);
    c.setUint32(42, offset, true);
    header.set(name, CENTRAL_HEADER_SIZE);

    parts.push(local, entry.data);
    central.push(header);
    offset += local.length + size;
  }

  const centralSize = central.reduce((sum, header) => sum + header.length, 0);
  const end = new Uint8Array(END_OF_CENTRAL_DIRECTORY_SIZE);
  const e = new DataView(end.buffer);
  e.setUint32(0, 0x06054b50, true);
  e.setUint16(8, entries.length, true);
  e.setUint16(10, entries.length, true);
  e.setUint32(12, centralSize, true);
  e.setUint32(16, offset, true);

  const out = new Uint8Array(offset + centralSize + end.length);
  let at = 0;
  for (const part of [...parts, ...central, end]) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** Reads the entries of a stored zip back (for checks and tests; no compression support). */
export function readStoredZip(zip: Uint8Array): ZipEntry[] {
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const endAt = zip.length - END_OF_CENTRAL_DIRECTORY_SIZE;
  if (view.getUint32(endAt, true) !== 0x06054b50) throw new Error('no end of central directory');
  const count = view.getUint16(endAt + 10, true);
  let at = view.getUint32(endAt + 16, true);
  const decoder = new TextDecoder();
  const entries: ZipEntry[] = [];
  for (let index = 0; index < count; index += 1) {
    if (view.getUint32(at, true) !== 0x02014b50) throw new Error('bad central directory');
    if (view.getUint16(at + 10, true) !== 0) throw new Error('entry is compressed');
    const size = view.getUint32(at + 24, true);
    const nameLength = view.getUint16(at + 28, true);
    const extraLength = view.getUint16(at + 30, true);
    const commentLength = view.getUint16(at + 32, true);
    const localAt = view.getUint32(at + 42, true);
    const name = decoder.decode(zip.subarray(at + 46, at + 46 + nameLength));
    const dataAt =
      localAt +
      LOCAL_HEADER_SIZE +
      view.getUint16(localAt + 26, true) +
      view.getUint16(localAt + 28, true);
    const data = zip.subarray(dataAt, dataAt + size);
    if (crc32(data) !== view.getUint32(at + 16, true)) throw new Error(`crc mismatch: ${name}`);
    entries.push({ name, data });
    at += CENTRAL_HEADER_SIZE + nameLength + extraLength + commentLength;
  }
  return entries;
}
