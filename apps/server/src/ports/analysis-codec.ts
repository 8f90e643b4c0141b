import { deflateRawSync, inflateRawSync } from 'node:zlib';
import type { SubjectAnalysis, ViewType } from '@afterlook/domain';

/** Whether a photo can be simulated on, and if not, the stable reason (vision catalog key). */
export type PhotoVerdict = { readonly ok: true } | { readonly ok: false; readonly reason: string };

/** What we keep of a photo's analysis: the subject (landmarks, mask, face) and the verdict. */
export interface StoredAnalysis {
  readonly view: ViewType;
  readonly verdict: PhotoVerdict;
  readonly subject: SubjectAnalysis;
}

const MAGIC = 0x414c4131; // 'ALA1'

interface Header {
  view: ViewType;
  verdict: PhotoVerdict;
  body: SubjectAnalysis['body'];
  face: SubjectAnalysis['face'];
  mask: { width: number; height: number } | null;
}

/**
 * Binary form of a StoredAnalysis: magic, JSON header length, JSON header (landmarks,
 * verdict), then the raw mask bytes; raw-deflated (a 1024² mask is mostly 0 and 255).
 */
export function encodeAnalysis(analysis: StoredAnalysis): Uint8Array {
  const { subject } = analysis;
  const header: Header = {
    view: analysis.view,
    verdict: analysis.verdict,
    body: subject.body,
    face: subject.face,
    mask: subject.mask ? { width: subject.mask.width, height: subject.mask.height } : null,
  };
  const json = Buffer.from(JSON.stringify(header), 'utf8');
  const prefix = Buffer.alloc(8);
  prefix.writeUInt32BE(MAGIC, 0);
  prefix.writeUInt32BE(json.length, 4);
  const mask = subject.mask ? Buffer.from(subject.mask.data) : Buffer.alloc(0);
  return new Uint8Array(deflateRawSync(Buffer.concat([prefix, json, mask]), { level: 1 }));
}

export function decodeAnalysis(bytes: Uint8Array): StoredAnalysis {
  const raw = inflateRawSync(bytes);
  if (raw.length < 8 || raw.readUInt32BE(0) !== MAGIC) throw new Error('Not a stored analysis');
  const length = raw.readUInt32BE(4);
  const header = JSON.parse(raw.subarray(8, 8 + length).toString('utf8')) as Header;
  const maskBytes = raw.subarray(8 + length);
  const mask = header.mask
    ? { width: header.mask.width, height: header.mask.height, data: new Uint8Array(maskBytes) }
    : null;
  if (mask && mask.data.length !== mask.width * mask.height) {
    throw new Error('Stored analysis mask has the wrong size');
  }
  return {
    view: header.view,
    verdict: header.verdict,
    subject: { body: header.body, face: header.face, mask },
  };
}
