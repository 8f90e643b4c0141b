import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { setWasmPaths } from '@tensorflow/tfjs-backend-wasm';
import * as tf from '@tensorflow/tfjs-core';

let started: Promise<void> | undefined;

/**
 * Starts tfjs on its WASM backend once per process (or worker thread). The .wasm
 * binaries are read from the installed package, never from a CDN; the backend
 * picks its SIMD build itself and runs single-threaded (it reports no multithread
 * support under Node), so parallelism comes from our worker pool.
 */
export function startWasmBackend(): Promise<void> {
  started ??= (async () => {
    const require = createRequire(import.meta.url);
    const dist = dirname(require.resolve('@tensorflow/tfjs-backend-wasm'));
    setWasmPaths(`${dist}/`);
    if (!(await tf.setBackend('wasm'))) throw new Error('tfjs WASM backend failed to start');
    await tf.ready();
  })();
  return started;
}
