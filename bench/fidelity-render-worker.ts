/** Renders mannequin figures off the main thread for bench/fidelity.ts. */
import { parentPort } from 'node:worker_threads';
import { type FigureParams, type MannequinView, renderFigure } from '@afterlook/mannequin';

interface RenderJob {
  readonly id: number;
  readonly params: FigureParams;
  readonly view: MannequinView;
  readonly size: number;
}

parentPort?.on('message', (job: RenderJob) => {
  const figure = renderFigure(job.params, job.view, { size: job.size });
  parentPort?.postMessage({ id: job.id, figure }, [
    figure.image.data.buffer as ArrayBuffer,
    figure.mask.data.buffer as ArrayBuffer,
  ]);
});
