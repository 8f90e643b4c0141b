import { join } from 'node:path';
import type { Procedure } from '@afterlook/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { LoadedSampleModel } from '../../ports/sample-models.ts';
import type { RenderRequest, SimulationEngine } from '../../ports/simulation-engine.ts';
import {
  type GpuRenderService,
  type ServiceBehaviour,
  startGpuRenderService,
} from '../../testing/support/gpu-render-service.ts';
import { createImagePool } from '../image-threads/create-image-pool.ts';
import { decodeGrayMask } from '../image-threads/decode-gray-mask.ts';
import type { ImagePool } from '../image-threads/image-pool.ts';
import { loadSampleModels } from '../sample-models/load-sample-models.ts';
import { createHttpEngine } from './create-http-engine.ts';
import { createWorkerPoolEngine } from './create-worker-pool-engine.ts';

// The http engine against a loopback service that speaks docs/gpu-engine.md: the after
// images come from the service, checked and stamped like ours; any failure of the service
// gives the patient the CPU engine's result instead.
const PROCEDURE: Procedure = 'BREAST_AUGMENTATION';
const TOKEN = 'gpu-service-token';

let pool: ImagePool;
let service: GpuRenderService;
let engine: SimulationEngine;
let request: RenderRequest;
let model: LoadedSampleModel;
let fallbacks: string[] = [];

beforeAll(async () => {
  const samples = loadSampleModels(
    join(import.meta.dirname, '../../../../../assets/sample-models'),
    decodeGrayMask,
  );
  const [info] = await samples.list(PROCEDURE);
  if (!info) throw new Error(`no sample model for ${PROCEDURE}`);
  model = (await samples.load(info.id)) as LoadedSampleModel;
  request = {
    png: model.png,
    analysis: null,
    subject: model.subject,
    procedure: PROCEDURE,
    view: info.view_type,
  };
  pool = createImagePool({ modelDir: undefined, threads: 1 });
  service = await startGpuRenderService();
  engine = createHttpEngine({
    endpoint: { url: service.url, token: TOKEN, timeoutMs: 3000 },
    fallback: createWorkerPoolEngine(pool),
    pool,
    onFallback: (reason) => fallbacks.push(reason),
  });
});
afterAll(async () => {
  await service.close();
  await pool.close();
});
beforeEach(() => {
  fallbacks = [];
  service.received.length = 0;
});

const rgb = async (png: Uint8Array) =>
  sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });

describe('the http (GPU) simulation engine', { timeout: 120_000 }, () => {
  it('renders the planned series through the service and stamps each image as ours', async () => {
    service.behaviour = 'render';
    const outcome = await engine.render(request);
    if (!outcome.ok) throw new Error(outcome.reason);
    expect(fallbacks).toEqual([]);

    const [sent] = service.received;
    expect(service.authorizations.at(-1)).toBe(`Bearer ${TOKEN}`);
    expect(sent?.contract).toBe('afterlook-render/1');
    expect(sent?.procedure).toBe(PROCEDURE);
    expect(sent?.subject.body).toHaveLength(33);
    expect(sent?.subject.mask_png_base64).toBeTruthy();
    expect(sent?.region).not.toBeNull();
    // The series the CPU engine would make: same length, levels and implant sizes.
    const { info } = await rgb(request.png);
    const cpuLength = await engine.seriesLength({
      width: info.width,
      height: info.height,
      subject: model.subject,
      procedure: PROCEDURE,
      view: request.view,
    });
    expect(sent?.levels.length).toBe(cpuLength);
    expect(outcome.images.map((i) => i.level)).toEqual(sent?.levels.map((l) => l.level));
    expect(outcome.images.map((i) => i.implant_size_in_cc)).toEqual(
      sent?.levels.map((l) => l.implant_size_in_cc),
    );
    expect(outcome.region).toEqual(sent?.region);

    // The stored image is the service's, plus our SIMULATION mark in its lower right.
    const stored = await rgb(outcome.images.at(-1)?.png ?? new Uint8Array());
    const answered = await rgb(service.lastImages.at(-1) ?? Buffer.alloc(0));
    const { width, height } = stored.info;
    let differing = 0;
    let outsideCorner = 0;
    for (let p = 0; p < width * height; p++) {
      if (Math.abs((stored.data[p * 3] ?? 0) - (answered.data[p * 3] ?? 0)) <= 2) continue;
      differing += 1;
      const x = p % width;
      const y = Math.floor(p / width);
      if (x < width * 0.6 || y < height * 0.85) outsideCorner += 1;
    }
    expect(differing).toBeGreaterThan(0);
    expect(outsideCorner).toBe(0);
  });

  it.each<[ServiceBehaviour, string]>([
    ['status-500', 'status_500'],
    ['hang', 'timeout'],
    ['junk', 'invalid_response'],
    ['wrong-series', 'wrong_series'],
    ['not-png', 'not_a_png'],
    ['wrong-size', 'size_mismatch'],
  ])('falls back to the CPU engine when the service answers %s', async (behaviour, reason) => {
    service.behaviour = behaviour;
    const outcome = await engine.render(request);
    expect(fallbacks).toEqual([reason]);
    if (!outcome.ok) throw new Error(outcome.reason);
    const levels = service.received[0]?.levels.map((l) => l.level);
    expect(outcome.images.map((i) => i.level)).toEqual(levels);
    // The CPU warp's result, not the service's magenta.
    const after = await rgb(outcome.images.at(-1)?.png ?? new Uint8Array());
    const before = await rgb(request.png);
    expect(after.info.width).toBe(before.info.width);
  });

  it('falls back when nothing listens at the address', async () => {
    const unreachable = createHttpEngine({
      endpoint: { url: 'http://127.0.0.1:1', token: null, timeoutMs: 3000 },
      fallback: createWorkerPoolEngine(pool),
      pool,
      onFallback: (reason) => fallbacks.push(reason),
    });
    const outcome = await unreachable.render(request);
    expect(fallbacks).toEqual(['unreachable']);
    expect(outcome.ok).toBe(true);
  });
});
