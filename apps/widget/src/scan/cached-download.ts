import {
  type DownloadProgress,
  type FetchResult,
  fetchWithProgress,
} from './fetch-with-progress.ts';

/**
 * GETs a same-origin file through a Cache Storage copy: from the copy when it is there
 * (no network at all, a second scan on this site starts at once), else from the network
 * with progress (the HTTP cache keeps it too), then stored. Cache Storage can be missing
 * (insecure context, some private modes) or full: then it is just a download.
 * `cache.name` carries the version: other caches starting with `cache.prefix` are dropped.
 */
export async function cachedDownload(
  url: string,
  cacheName: { readonly name: string; readonly prefix: string },
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<FetchResult> {
  const cache = await openCache(cacheName);
  const hit = await cache?.match(url).catch(() => undefined);
  if (hit) {
    try {
      const bytes = new Uint8Array(await hit.arrayBuffer());
      onProgress({ loadedBytes: bytes.length, totalBytes: bytes.length });
      return { ok: true, bytes };
    } catch {
      // An unreadable copy: download afresh.
    }
  }
  const result = await fetchWithProgress(url, onProgress, signal);
  if (result.ok && cache) {
    const copy = new Response(result.bytes.slice(), {
      headers: { 'content-length': String(result.bytes.length) },
    });
    await cache.put(url, copy).catch(() => undefined);
  }
  return result;
}

let pruned = false;

async function openCache({
  name,
  prefix,
}: {
  readonly name: string;
  readonly prefix: string;
}): Promise<Cache | undefined> {
  if (typeof caches === 'undefined') return undefined;
  try {
    if (!pruned) {
      pruned = true;
      for (const old of await caches.keys()) {
        if (old.startsWith(prefix) && old !== name) await caches.delete(old);
      }
    }
    return await caches.open(name);
  } catch {
    return undefined;
  }
}
