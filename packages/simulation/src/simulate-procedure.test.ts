import { AI_SUPPORTED_PROCEDURES, isAiSupported, PROCEDURES } from '@afterlook/domain';
import { describe, expect, it } from 'vitest';
import { buildDeformation } from './build-deformation.ts';
import { simulateProcedure } from './simulate-procedure.ts';
import { changedPixels, fixtureFor } from './testing/fixtures.ts';

describe('simulateProcedure', () => {
  it.each(AI_SUPPORTED_PROCEDURES)(
    'simulates %s as a series from subtle to pronounced',
    (procedure) => {
      const { image, subject, view } = fixtureFor(procedure);
      const result = simulateProcedure({ image, subject, procedure, view });
      if (!result.ok) throw new Error(`failed: ${result.reason}`);
      expect(result.series.length).toBeGreaterThanOrEqual(5);
      const levels = result.series.map((s) => s.level);
      expect(levels).toEqual([...levels].sort((a, b) => a - b));
      expect(levels.at(-1)).toBe(1);
      for (const after of result.series) {
        expect(after.image.width).toBe(image.width);
        expect(after.image.height).toBe(image.height);
        expect(changedPixels(image, after.image)).toBeGreaterThan(0);
      }
    },
  );

  it('tags every breast augmentation image with its implant size, in 25 cc steps', () => {
    const { image, subject, view } = fixtureFor('BREAST_AUGMENTATION');
    const result = simulateProcedure({ image, subject, procedure: 'BREAST_AUGMENTATION', view });
    if (!result.ok) throw new Error(result.reason);
    const sizes = result.series.map((s) => s.implant_size_in_cc);
    expect(sizes).toEqual([150, 175, 200, 225, 250, 275, 300, 325, 350, 375, 400, 425, 450]);
  });

  it('grows the changed region with the level', () => {
    for (const procedure of AI_SUPPORTED_PROCEDURES) {
      const { image, subject, view } = fixtureFor(procedure);
      const result = simulateProcedure({ image, subject, procedure, view });
      if (!result.ok) throw new Error(result.reason);
      const changed = result.series.map((s) => changedPixels(image, s.image));
      for (let k = 1; k < changed.length; k++) {
        expect(changed[k], `${procedure} level ${k}`).toBeGreaterThanOrEqual(
          changed[k - 1] as number,
        );
      }
      const change = result.series.map((s) => totalChange(image.data, s.image.data));
      for (let k = 1; k < change.length; k++) {
        expect(change[k], `${procedure} level ${k}`).toBeGreaterThan(change[k - 1] as number);
      }
    }
  });

  it('changes nothing outside the procedure region', () => {
    for (const procedure of AI_SUPPORTED_PROCEDURES) {
      const { image, subject, view } = fixtureFor(procedure);
      const built = buildDeformation({
        width: image.width,
        height: image.height,
        subject,
        procedure,
        view,
        image,
      });
      if (!built.ok) throw new Error(built.reason);
      const field = built.deformation.fieldAt(1);
      const region = field.region;
      if (!region) throw new Error('no region');
      // The region is a part of the photo, not all of it.
      expect((region.x1 - region.x0) * (region.y1 - region.y0)).toBeLessThan(
        0.6 * image.width * image.height,
      );
      const result = simulateProcedure({ image, subject, procedure, view });
      if (!result.ok) throw new Error(result.reason);
      const after = result.series.at(-1)?.image;
      if (!after) throw new Error('empty series');
      for (let y = 0; y < image.height; y++) {
        for (let x = 0; x < image.width; x++) {
          if (x >= region.x0 && x < region.x1 && y >= region.y0 && y < region.y1) continue;
          const o = (y * image.width + x) * 4;
          if (after.data[o] !== image.data[o] || after.data[o + 1] !== image.data[o + 1]) {
            throw new Error(`${procedure}: pixel (${x}, ${y}) outside the region changed`);
          }
        }
      }
    }
  });

  it('is deterministic', () => {
    for (const procedure of ['BREAST_AUGMENTATION', 'BBL', 'LIP_FILLER'] as const) {
      const { image, subject, view } = fixtureFor(procedure);
      const a = simulateProcedure({ image, subject, procedure, view });
      const b = simulateProcedure({ image, subject, procedure, view });
      if (!a.ok || !b.ok) throw new Error('failed');
      expect(a.series.map((s) => Buffer.from(s.image.data).toString('base64'))).toEqual(
        b.series.map((s) => Buffer.from(s.image.data).toString('base64')),
      );
    }
  });

  it('answers procedure_not_supported for every procedure outside the AI set', () => {
    const { image, subject } = fixtureFor('TUMMY_TUCK');
    for (const procedure of PROCEDURES.filter((p) => !isAiSupported(p))) {
      expect(simulateProcedure({ image, subject, procedure, view: 'BODY_FRONT' })).toEqual({
        ok: false,
        reason: 'procedure_not_supported',
      });
    }
  });

  it('answers view_not_supported for a view the procedure is not simulated on', () => {
    const { image, subject } = fixtureFor('BBL');
    expect(simulateProcedure({ image, subject, procedure: 'BBL', view: 'BODY_FRONT' })).toEqual({
      ok: false,
      reason: 'view_not_supported',
    });
    expect(
      simulateProcedure({ image, subject, procedure: 'LIP_FILLER', view: 'BODY_BACK' }),
    ).toEqual({
      ok: false,
      reason: 'view_not_supported',
    });
  });

  it('answers landmarks_missing, mask_missing and image_invalid for unusable input', () => {
    const { image, subject, view } = fixtureFor('TUMMY_TUCK');
    const procedure = 'TUMMY_TUCK';
    expect(
      simulateProcedure({ image, subject: { ...subject, body: null }, procedure, view }),
    ).toEqual({
      ok: false,
      reason: 'landmarks_missing',
    });
    const unseen = subject.body?.map((l) => ({ ...l, visibility: 0.1 })) ?? null;
    expect(
      simulateProcedure({ image, subject: { ...subject, body: unseen }, procedure, view }),
    ).toEqual({
      ok: false,
      reason: 'landmarks_missing',
    });
    expect(
      simulateProcedure({ image, subject: { ...subject, mask: null }, procedure, view }),
    ).toEqual({
      ok: false,
      reason: 'mask_missing',
    });
    const truncated = { ...image, data: image.data.subarray(0, 100) };
    expect(simulateProcedure({ image: truncated, subject, procedure, view })).toEqual({
      ok: false,
      reason: 'image_invalid',
    });
    const face = fixtureFor('LIP_FILLER');
    expect(
      simulateProcedure({
        ...face,
        subject: { ...face.subject, face: null },
        procedure: 'LIP_FILLER',
      }),
    ).toEqual({ ok: false, reason: 'landmarks_missing' });
  });
  it('renders a share of the series exactly as the whole series renders those images', () => {
    for (const procedure of AI_SUPPORTED_PROCEDURES) {
      const { image, subject, view } = fixtureFor(procedure);
      const request = { image, subject, procedure, view };
      const whole = simulateProcedure(request);
      if (!whole.ok) throw new Error(whole.reason);
      const parts = [0, 1, 2].map((index) =>
        simulateProcedure(request, { share: { index, of: 3 } }),
      );
      const merged = parts
        .flatMap((part) => (part.ok ? part.series : []))
        .sort((a, b) => a.index - b.index);
      for (const part of parts) expect(part.ok && part.total).toBe(whole.series.length);
      expect(merged.map((after) => after.index)).toEqual(whole.series.map((_, i) => i));
      merged.forEach((after, i) => {
        const expected = whole.series[i];
        expect(after.level).toBe(expected?.level);
        expect(after.implant_size_in_cc).toBe(expected?.implant_size_in_cc);
        expect(Buffer.from(after.image.data).equals(Buffer.from(expected?.image.data ?? []))).toBe(
          true,
        );
      });
    }
  });

  it('refuses a share that names no part of the series (a caller bug)', () => {
    const { image, subject, view } = fixtureFor('BBL');
    const request = { image, subject, procedure: 'BBL' as const, view };
    expect(() => simulateProcedure(request, { share: { index: 2, of: 2 } })).toThrow(RangeError);
    expect(() => simulateProcedure(request, { share: { index: 0, of: 0 } })).toThrow(RangeError);
  });
});

function totalChange(a: Uint8ClampedArray, b: Uint8ClampedArray): number {
  let sum = 0;
  for (let k = 0; k < a.length; k++) sum += Math.abs((a[k] as number) - (b[k] as number));
  return sum;
}
