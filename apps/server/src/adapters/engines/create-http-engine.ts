import { isAiSupported } from '@afterlook/domain';
import type { RenderOutcome, SimulationEngine } from '../../ports/simulation-engine.ts';
import type { ImagePool } from '../image-threads/image-pool.ts';
import {
  GPU_RENDER_CONTRACT,
  GPU_RESPONSE_MAX_BYTES,
  type GpuRenderRequest,
  GpuRenderResponse,
} from './gpu-engine-contract.ts';

/** A remote render service (GPU_ENGINE_URL): up to its root, without /v1/render. */
export interface GpuEndpoint {
  readonly url: string;
  /** Sent as a Bearer token; null when the service wants none. */
  readonly token: string | null;
  readonly timeoutMs: number;
}

export interface HttpEngineOptions {
  readonly endpoint: GpuEndpoint;
  /** Our CPU engine: analysis, series lengths, and every render the service fails. */
  readonly fallback: SimulationEngine;
  readonly pool: Pick<ImagePool, 'plan' | 'finishRemote'>;
  readonly fetch?: typeof fetch;
  /** Why a render fell back (a reason word; never the URL, its token or a response body). */
  readonly onFallback?: (reason: string) => void;
}

class RemoteRenderFailed extends Error {}

const base64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');

/** The body as text, refused past `max` bytes while it streams in. */
async function readCapped(response: Response, max: number): Promise<string> {
  const reader = response.body?.getReader();
  if (!reader) return '';
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      throw new RemoteRenderFailed('response_too_large');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The `http` SimulationEngine: after images from an inference service (e.g. diffusion
 * inpainting on GPUs) that speaks docs/gpu-engine.md. Our CPU side still finds the
 * person and plans the series (levels, implant sizes, region), so results keep the
 * widget's shape; each image that comes back is checked, stamped 'SIMULATION' and
 * re-encoded like ours. On any failure (network, status, timeout, junk, a wrong
 * series) the CPU engine renders instead: the patient always gets a result.
 */
export function createHttpEngine(options: HttpEngineOptions): SimulationEngine {
  const { endpoint, fallback, pool } = options;
  const doFetch = options.fetch ?? fetch;

  const renderRemotely = async (
    request: Parameters<SimulationEngine['render']>[0],
    signal: AbortSignal | undefined,
  ): Promise<RenderOutcome> => {
    const { procedure } = request;
    // Only AI procedures have a series: the CPU engine gives the others its own answer.
    if (!isAiSupported(procedure)) return fallback.render(request, signal);
    const plan = await pool.plan(request, signal);
    // No person, or a procedure this photo can't take: the same answer as ours.
    if (!plan.ok) return plan;
    const body: GpuRenderRequest = {
      contract: GPU_RENDER_CONTRACT,
      procedure,
      view: request.view,
      image: { png_base64: base64(request.png), width: plan.width, height: plan.height },
      subject: {
        body: plan.body,
        face: plan.face,
        mask_png_base64: plan.maskPng ? base64(plan.maskPng) : null,
      },
      levels: plan.steps.map((step) => ({ ...step })),
      region: plan.region,
    };
    const timeout = AbortSignal.timeout(endpoint.timeoutMs);
    const response = await doFetch(new URL('v1/render', `${endpoint.url.replace(/\/?$/, '/')}`), {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(endpoint.token ? { authorization: `Bearer ${endpoint.token}` } : {}),
      },
      body: JSON.stringify(body),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    }).catch((error: unknown) => {
      if (signal?.aborted) throw error;
      throw new RemoteRenderFailed(timeout.aborted ? 'timeout' : 'unreachable');
    });
    if (!response.ok) {
      await response.body?.cancel();
      throw new RemoteRenderFailed(`status_${response.status}`);
    }
    let parsed: GpuRenderResponse;
    try {
      parsed = GpuRenderResponse.parse(
        JSON.parse(await readCapped(response, GPU_RESPONSE_MAX_BYTES)),
      );
    } catch (error) {
      if (error instanceof RemoteRenderFailed || signal?.aborted) throw error;
      throw new RemoteRenderFailed(timeout.aborted ? 'timeout' : 'invalid_response');
    }
    const sameSeries =
      parsed.images.length === plan.steps.length &&
      parsed.images.every(
        (image, i) => Math.abs(image.level - (plan.steps[i]?.level ?? -1)) < 1e-6,
      );
    if (!sameSeries) throw new RemoteRenderFailed('wrong_series');
    const finished = await Promise.all(
      parsed.images.map((image) =>
        pool.finishRemote(
          { png: Buffer.from(image.png_base64, 'base64'), width: plan.width, height: plan.height },
          signal,
        ),
      ),
    );
    const refused = finished.find((image) => !image.ok);
    if (refused && !refused.ok) throw new RemoteRenderFailed(refused.reason);
    return {
      ok: true,
      region: parsed.region === undefined ? plan.region : parsed.region,
      images: finished.map((image, i) => ({
        png: image.ok ? image.png : new Uint8Array(),
        level: plan.steps[i]?.level ?? 0,
        implant_size_in_cc: plan.steps[i]?.implant_size_in_cc ?? null,
      })),
    };
  };

  return {
    analyze: (request, signal) => fallback.analyze(request, signal),
    async render(request, signal) {
      try {
        return await renderRemotely(request, signal);
      } catch (error) {
        if (signal?.aborted || !(error instanceof RemoteRenderFailed)) throw error;
        options.onFallback?.(error.message);
        return fallback.render(request, signal);
      }
    },
    seriesLength: (request) => fallback.seriesLength(request),
    warmUp: () => fallback.warmUp(),
  };
}
