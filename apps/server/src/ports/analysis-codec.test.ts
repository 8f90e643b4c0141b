import { BODY_LANDMARK_NAMES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { decodeAnalysis, encodeAnalysis, type StoredAnalysis } from './analysis-codec.ts';

describe('stored analysis codec', () => {
  it('round-trips landmarks, face, verdict and the mask, compressed', () => {
    const width = 256;
    const height = 384;
    const mask = new Uint8Array(width * height);
    for (let y = 100; y < 300; y++) mask.fill(255, y * width + 80, y * width + 180);
    const analysis: StoredAnalysis = {
      view: 'BODY_FRONT',
      verdict: { ok: false, reason: 'subject_too_small' },
      subject: {
        body: BODY_LANDMARK_NAMES.map((_, i) => ({ x: i * 3.5, y: i * 7.25, visibility: 0.9 })),
        face: null,
        mask: { width, height, data: mask },
      },
    };
    const bytes = encodeAnalysis(analysis);
    expect(bytes.length).toBeLessThan(mask.length / 10);
    expect(decodeAnalysis(bytes)).toEqual(analysis);
  });

  it('refuses bytes that are not a stored analysis', () => {
    expect(() => decodeAnalysis(new Uint8Array([1, 2, 3]))).toThrow();
  });
});
