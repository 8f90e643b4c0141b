import { join } from 'node:path';
import { AI_SUPPORTED_PROCEDURES } from '@afterlook/domain';
import { simulateProcedure } from '@afterlook/simulation';
import { describe, expect, it } from 'vitest';
import { decodeGrayMask } from '../image-threads/decode-gray-mask.ts';
import { decodePng } from '../image-threads/image-tasks.ts';
import { loadSampleModels } from './load-sample-models.ts';

// The region of interest the result opens on must hold the whole change: on every
// sample model of every AI procedure, each pixel the most pronounced after image changes
// visibly (> 8/255 on a channel) lies inside it, and it is a close-up, not the photo.
const samples = loadSampleModels(
  join(import.meta.dirname, '../../../../../assets/sample-models'),
  decodeGrayMask,
);
const VISIBLE = 8;

describe('the region of interest of a simulation', () => {
  it.each([...AI_SUPPORTED_PROCEDURES])(
    '%s: covers every visible change of each sample model',
    async (procedure) => {
      const models = await samples.list(procedure);
      expect(models.length).toBeGreaterThan(0);
      for (const info of models) {
        const model = await samples.load(info.id);
        if (!model) throw new Error(`sample model ${info.id} did not load`);
        const image = await decodePng(model.png);
        const result = simulateProcedure({
          image,
          subject: model.subject,
          procedure,
          view: info.view_type,
        });
        if (!result.ok) throw new Error(`${info.id}: ${result.reason}`);
        const region = result.region;
        expect(region, info.id).not.toBeNull();
        if (!region) continue;
        // The manifest carries the same region (render:models writes it), to 1/10 000.
        expect(info.region, `${info.id}: the manifest's region`).toBeDefined();
        for (const edge of ['left', 'top', 'right', 'bottom'] as const) {
          expect(info.region?.[edge] ?? -1, `${info.id} ${edge}`).toBeCloseTo(region[edge], 3);
        }
        const after = result.series.at(-1)?.image;
        if (!after) throw new Error(`${info.id}: no after image`);
        const { width, height } = image;
        const [left, top, right, bottom] = [
          Math.floor(region.left * width),
          Math.floor(region.top * height),
          Math.ceil(region.right * width),
          Math.ceil(region.bottom * height),
        ];
        let outside = 0;
        let changed = 0;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const p = (y * width + x) * 4;
            let visible = false;
            for (let c = 0; c < 3; c++) {
              if (Math.abs((image.data[p + c] ?? 0) - (after.data[p + c] ?? 0)) > VISIBLE)
                visible = true;
            }
            if (!visible) continue;
            changed += 1;
            if (x < left || x >= right || y < top || y >= bottom) outside += 1;
          }
        }
        expect(changed, `${info.id} changes something`).toBeGreaterThan(0);
        expect(outside, `${info.id}: changed pixels outside the region`).toBe(0);
        const area = (region.right - region.left) * (region.bottom - region.top);
        expect(area, `${info.id}: a close-up, not the whole photo`).toBeLessThan(0.6);
      }
    },
  );
});
