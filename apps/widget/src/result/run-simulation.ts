import type { ApiClient, TransformMetadata } from '@afterlook/api';
import { isSessionExpired, MetadataPollTimeout } from '@afterlook/api';
import type { RegionOfInterest } from '@afterlook/domain';
import {
  type Language,
  MESSAGES,
  middleIndex,
  NETWORK_TIMING,
  type Procedure,
  RESULT_LIMITS,
  validateSingleUploadSlot,
  viewForProcedure,
} from '@afterlook/domain';
import type { PhotoSource } from '../photo/photo-source.ts';

/** One after image of a result: its address and, for implant procedures, its implant size. */
export interface AfterImage {
  readonly url: string;
  readonly implantSizeCc: number | null;
}

/** What the result screen shows; expected failures are values, not exceptions. */
export type SimulationOutcome =
  | {
      readonly kind: 'success';
      readonly images: readonly AfterImage[];
      /** The image the adjustment slider starts on (the middle of the series). */
      readonly startIndex: number;
      /**
       * The before picture: the server's normalised image the after images were made
       * from (the upload's get_url, the model's image_url), so the two sides match
       * outside the change; null when it did not load (the screen shows its own copy).
       */
      readonly beforeUrl: string | null;
      /** Where the simulation changes the photo (the close-up); null from older servers. */
      readonly region: RegionOfInterest | null;
      /** The upload batch of the patient's photo (null for a sample model); the lead carries it. */
      readonly batchId: string | null;
    }
  /** Shown as is: metadata.reason, 'Invalid number of presigned urls', an HTTP error text... */
  | {
      readonly kind: 'failed';
      readonly message: string;
      readonly retryable: boolean;
      /** Set when the photo was uploaded before the failure (the lead still carries it). */
      readonly batchId?: string | null;
    }
  /** A 401 on upload or transform: 'Session has expired...' then a reload (docs/product/errors.md). */
  | { readonly kind: 'sessionExpired' };

export type SimulationApi = Pick<
  ApiClient,
  'requestImageUploads' | 'uploadImage' | 'createTransform' | 'pollTransformMetadata'
>;

export interface SimulationDeps {
  readonly api: SimulationApi;
  /** Resolves when the image at the address loads, rejects when it does not. */
  readonly preloadImage: (url: string) => Promise<void>;
  readonly language: Language;
  readonly signal: AbortSignal;
}

const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason);
      },
      { once: true },
    );
  });

/** fetch rejects with a TypeError when the network fails (offline, reset); HTTP answers are not that. */
const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

class PollTimeout extends Error {}

/**
 * Polls metadata_url every 500 ms (the client's loop; we opt into the server's long
 * poll so a result is seen the moment it is ready). A network failure is retried a few
 * times; the whole wait stops after RESULT_LIMITS.pollTimeoutMs; aborting stops it.
 */
async function waitForMetadata(
  api: SimulationApi,
  metadataUrl: string,
  signal: AbortSignal,
): Promise<TransformMetadata> {
  const deadline = Date.now() + RESULT_LIMITS.pollTimeoutMs;
  let failures = 0;
  for (;;) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) throw new PollTimeout();
    try {
      return await api.pollTransformMetadata(metadataUrl, {
        intervalMs: NETWORK_TIMING.metadataPollIntervalMs,
        timeoutMs: remaining,
        waitMs: Math.min(10_000, remaining),
        signal,
      });
    } catch (error) {
      if (signal.aborted) throw error;
      if (Date.now() >= deadline || error instanceof MetadataPollTimeout) {
        throw new PollTimeout();
      }
      if (!isNetworkFailure(error) || failures >= RESULT_LIMITS.transientRetries) throw error;
      failures += 1;
      await sleep(RESULT_LIMITS.transientRetryDelayMs, signal);
    }
  }
}

/** Keeps the after images that load; a failed one is logged and skipped (docs/product/state-machines.md#simulation-flow). */
async function loadableImages(
  images: readonly AfterImage[],
  preloadImage: SimulationDeps['preloadImage'],
): Promise<AfterImage[]> {
  const settled = await Promise.allSettled(images.map((image) => preloadImage(image.url)));
  return images.filter((image, index) => {
    const outcome = settled[index];
    if (outcome?.status === 'fulfilled') return true;
    console.warn('AfterLook: an after image failed to load and is skipped', image.url);
    return false;
  });
}

/**
 * The simulation of docs/product/state-machines.md#simulation-flow for one image and procedure:
 * - the patient's photo: request exactly one upload slot (images batch, ?source=form),
 *   PUT the PNG, then transform its get_url;
 * - a sample model: transform its image_url directly;
 * then poll the metadata until it is ready. success false → metadata.reason; success →
 * the after images that load, starting at the middle one.
 */
export async function runSimulation(
  source: PhotoSource,
  procedure: Procedure,
  { api, preloadImage, language, signal }: SimulationDeps,
): Promise<SimulationOutcome> {
  const texts = MESSAGES[language];
  try {
    let imageUrl: string;
    let view = viewForProcedure(procedure);
    let batchId: string | null = null;
    if (source.kind === 'model') {
      imageUrl = source.url;
      view = source.viewType;
    } else {
      const slots = await api.requestImageUploads({
        images: [{ view_type: view, procedure_types: [procedure] }],
      });
      const slot = validateSingleUploadSlot(slots.presigned_urls, language);
      if (!slot.ok) return { kind: 'failed', message: slot.error, retryable: true };
      signal.throwIfAborted();
      await api.uploadImage(slot.value.put_url, source.blob);
      imageUrl = slot.value.get_url;
      batchId = slots.batch_id;
    }
    signal.throwIfAborted();
    const transform = await api.createTransform({
      image_url: imageUrl,
      procedure_types: [procedure],
      procedure_view: view,
    });
    const metadata =
      transform.metadata ?? (await waitForMetadata(api, transform.metadata_url, signal));
    if (!metadata.success) {
      return {
        kind: 'failed',
        message: metadata.reason ?? texts.errors.unexpectedError,
        retryable: false,
        batchId,
      };
    }
    const candidates: AfterImage[] =
      metadata.images.length > 0
        ? metadata.images.map(({ url, implant_size_in_cc }) => ({
            url,
            implantSizeCc: implant_size_in_cc,
          }))
        : transform.download_urls.map((url) => ({
            url,
            implantSizeCc: metadata.implant_size_in_cc,
          }));
    const [images, beforeUrl] = await Promise.all([
      loadableImages(candidates, preloadImage),
      preloadImage(imageUrl).then(
        () => imageUrl,
        () => null,
      ),
    ]);
    if (images.length === 0) {
      return { kind: 'failed', message: texts.errors.afterImagesFailed, retryable: true, batchId };
    }
    return {
      kind: 'success',
      images,
      startIndex: middleIndex(images.length),
      batchId,
      beforeUrl,
      region: metadata.region,
    };
  } catch (error) {
    if (signal.aborted) throw error;
    if (error instanceof PollTimeout) {
      return { kind: 'failed', message: texts.result.timedOut, retryable: true };
    }
    if (error instanceof Error) {
      if (isSessionExpired(error)) return { kind: 'sessionExpired' };
      return { kind: 'failed', message: error.message, retryable: true };
    }
    return { kind: 'failed', message: texts.errors.unexpectedError, retryable: true };
  }
}
