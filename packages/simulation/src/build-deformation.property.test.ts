import type { Landmark, Procedure } from '@afterlook/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildDeformation } from './build-deformation.ts';
import type { DisplacementField } from './field/displacement-field.ts';
import { sampleGrid } from './field/grid.ts';
import { minJacobian } from './field/jacobian.ts';
import { syntheticFace } from './testing/synthetic-face.ts';
import { syntheticFigure } from './testing/synthetic-figure.ts';

const BODY_PROCEDURES: readonly [Procedure, 'front' | 'back'][] = [
  ['BREAST_AUGMENTATION', 'front'],
  ['BREAST_LIFT', 'front'],
  ['BREAST_REDUCTION', 'front'],
  ['BREAST_LIFT_AND_AUGMENTATION', 'front'],
  ['TUMMY_TUCK', 'front'],
  ['ABDOMEN_LIPOSUCTION', 'front'],
  ['BBL', 'back'],
];

/**
 * Independent check at pixel resolution: the applied mapping p ↦ p + d(p), with d
 * interpolated from the grid, must keep a positive Jacobian determinant
 * (one-pixel central differences on a lattice over the changed region).
 */
function pixelJacobianMin(field: DisplacementField): number {
  const r = field.region;
  if (!r) return 1;
  let min = Number.POSITIVE_INFINITY;
  const step = Math.max(1, Math.floor(field.cell / 3));
  for (let y = r.y0 + 1; y < r.y1 - 1; y += step) {
    for (let x = r.x0 + 1; x < r.x1 - 1; x += step) {
      const h = 0.5;
      const dxdx =
        (sampleGrid(field, field.dx, x + h, y) - sampleGrid(field, field.dx, x - h, y)) / (2 * h);
      const dxdy =
        (sampleGrid(field, field.dx, x, y + h) - sampleGrid(field, field.dx, x, y - h)) / (2 * h);
      const dydx =
        (sampleGrid(field, field.dy, x + h, y) - sampleGrid(field, field.dy, x - h, y)) / (2 * h);
      const dydy =
        (sampleGrid(field, field.dy, x, y + h) - sampleGrid(field, field.dy, x, y - h)) / (2 * h);
      min = Math.min(min, (1 + dxdx) * (1 + dydy) - dxdy * dydx);
    }
  }
  return min;
}

describe('deformation fields never fold over', () => {
  it('keeps the Jacobian positive for plausible bodies and noisy landmarks', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BODY_PROCEDURES),
        fc.record({
          shoulderWidth: fc.double({ min: 45, max: 95, noNaN: true }),
          centreX: fc.double({ min: 90, max: 130, noNaN: true }),
          shoulderY: fc.double({ min: 30, max: 60, noNaN: true }),
          tilt: fc.double({ min: -0.15, max: 0.15, noNaN: true }),
          armSpread: fc.double({ min: 0.02, max: 0.55, noNaN: true }),
        }),
        fc.array(
          fc.tuple(
            fc.double({ min: -1, max: 1, noNaN: true }),
            fc.double({ min: -1, max: 1, noNaN: true }),
          ),
          {
            minLength: 33,
            maxLength: 33,
          },
        ),
        ([procedure, view], shape, jitter) => {
          const fig = syntheticFigure({ width: 220, height: 300, view, ...shape, paint: false });
          // Landmarks off by up to 12 % of the shoulder width, as a detector may be.
          const noise = 0.12 * shape.shoulderWidth;
          const body = fig.subject.body?.map(
            (l, k): Landmark => ({
              ...l,
              x: l.x + noise * (jitter[k]?.[0] ?? 0),
              y: l.y + noise * (jitter[k]?.[1] ?? 0),
            }),
          );
          const built = buildDeformation({
            width: 220,
            height: 300,
            subject: { ...fig.subject, body: body ?? null },
            procedure,
            view: view === 'back' ? 'BODY_BACK' : 'BODY_FRONT',
          });
          if (!built.ok) return built.reason !== 'procedure_not_supported';
          for (const step of built.deformation.steps) {
            const field = built.deformation.fieldAt(step.level);
            expect(minJacobian(field, field.dx, field.dy)).toBeGreaterThan(0);
            expect(pixelJacobianMin(field)).toBeGreaterThan(0);
          }
          return true;
        },
      ),
      { numRuns: 40, seed: 20251122 },
    );
  }, 60_000);

  it('keeps the Jacobian positive for lip filler on mouths of any plausible size', () => {
    fc.assert(
      fc.property(
        fc.record({
          x: fc.double({ min: 90, max: 166, noNaN: true }),
          y: fc.double({ min: 120, max: 200, noNaN: true }),
          halfWidth: fc.double({ min: 12, max: 60, noNaN: true }),
          upper: fc.double({ min: 2, max: 14, noNaN: true }),
          lower: fc.double({ min: 3, max: 18, noNaN: true }),
        }),
        (mouth) => {
          const face = syntheticFace(256, mouth);
          const built = buildDeformation({
            width: 256,
            height: 256,
            subject: face.subject,
            procedure: 'LIP_FILLER',
            view: 'HEAD_FRONT',
          });
          if (!built.ok) throw new Error(built.reason);
          for (const step of built.deformation.steps) {
            const field = built.deformation.fieldAt(step.level);
            expect(minJacobian(field, field.dx, field.dy)).toBeGreaterThan(0);
            expect(pixelJacobianMin(field)).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 30, seed: 7 },
    );
  }, 60_000);
});
