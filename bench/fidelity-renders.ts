/**
 * Mannequin renders for the fidelity benchmark: a small pool of worker threads
 * (one per core) and an on-disk cache keyed by the figure, the view, the size and
 * the mannequin's own source, so re-running the benchmark after an engine change
 * does not ray-march the same figures again.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { FigureParams, MannequinView, RenderedFigure } from '@afterlook/mannequin';

const CACHE_DIR = join(import.meta.dirname, '..', 'node_modules', '.cache', 'afterlook-fidelity');
const MANNEQUIN_SRC = join(import.meta.dirname, '..', 'tools', 'mannequin', 'src');

const sourceHash = (() => {
  const h = createHash('sha256');
  for (const file of readdirSync(MANNEQUIN_SRC).sort()) {
    if (file.endsWith('.ts') && !file.endsWith('.test.ts'))
      h.update(readFileSync(join(MANNEQUIN_SRC, file)));
  }
  return h.digest('hex').slice(0, 16);
})();

export class RenderPool {
  private readonly workers: Worker[] = [];
  private readonly idle: Worker[] = [];
  private readonly queue: (() => void)[] = [];
  private nextId = 0;

  constructor(size = Math.max(1, availableParallelism())) {
    for (let k = 0; k < size; k++) {
      const worker = new Worker(new URL('./fidelity-render-worker.ts', import.meta.url));
      this.workers.push(worker);
      this.idle.push(worker);
    }
  }

  async render(params: FigureParams, view: MannequinView, size: number): Promise<RenderedFigure> {
    const key = createHash('sha256')
      .update(JSON.stringify({ params, view, size, sourceHash }))
      .digest('hex');
    const cached = readCache(key);
    if (cached) return cached;
    const worker = await this.acquire();
    try {
      const id = this.nextId++;
      const figure = await new Promise<RenderedFigure>((resolve, reject) => {
        const onMessage = (message: { id: number; figure: RenderedFigure }) => {
          if (message.id !== id) return;
          worker.off('message', onMessage);
          worker.off('error', reject);
          resolve(message.figure);
        };
        worker.on('message', onMessage);
        worker.once('error', reject);
        worker.postMessage({ id, params, view, size });
      });
      writeCache(key, figure);
      return figure;
    } finally {
      this.release(worker);
    }
  }

  async close(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.terminate()));
  }

  private acquire(): Promise<Worker> {
    const worker = this.idle.pop();
    if (worker) return Promise.resolve(worker);
    return new Promise((resolve) => this.queue.push(() => resolve(this.idle.pop() as Worker)));
  }

  private release(worker: Worker): void {
    this.idle.push(worker);
    this.queue.shift()?.();
  }
}

function readCache(key: string): RenderedFigure | null {
  const base = join(CACHE_DIR, key);
  if (!existsSync(`${base}.json`)) return null;
  const meta = JSON.parse(readFileSync(`${base}.json`, 'utf8')) as Omit<
    RenderedFigure,
    'image' | 'mask'
  > & {
    width: number;
    height: number;
  };
  const image = readFileSync(`${base}.rgba`);
  const mask = readFileSync(`${base}.mask`);
  return {
    landmarks: meta.landmarks,
    face: meta.face,
    image: { width: meta.width, height: meta.height, data: new Uint8ClampedArray(image) },
    mask: { width: meta.width, height: meta.height, data: new Uint8Array(mask) },
  };
}

function writeCache(key: string, figure: RenderedFigure): void {
  mkdirSync(CACHE_DIR, { recursive: true });
  const base = join(CACHE_DIR, key);
  writeFileSync(`${base}.rgba`, figure.image.data);
  writeFileSync(`${base}.mask`, figure.mask.data);
  const { width, height } = figure.image;
  writeFileSync(
    `${base}.json`,
    JSON.stringify({ width, height, landmarks: figure.landmarks, face: figure.face }),
  );
}
