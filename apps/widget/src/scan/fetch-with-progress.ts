/** Bytes of one download so far, and its total (0 when the server sends no length). */
export interface DownloadProgress {
  readonly loadedBytes: number;
  readonly totalBytes: number;
}

export type FetchResult =
  | { readonly ok: true; readonly bytes: Uint8Array<ArrayBuffer> }
  | { readonly ok: false; readonly error: string };

/**
 * GETs a same-origin file, reporting progress as chunks arrive. A failed request is a
 * value, not an exception (the scan shows its fallback view for it).
 */
export async function fetchWithProgress(
  url: string,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<FetchResult> {
  let response: Response;
  try {
    response = await fetch(url, { signal, credentials: 'same-origin' });
  } catch (error) {
    return { ok: false, error: `${url}: ${(error as Error).message}` };
  }
  if (!response.ok || !response.body) {
    return { ok: false, error: `HTTP Error: ${response.status} - ${url}` };
  }
  // The body reads as decoded bytes; a compressed response's Content-Length counts
  // encoded ones, so the server adds the decoded total (apps/server/src/http/compression).
  const encoded = (response.headers.get('content-encoding') ?? 'identity') !== 'identity';
  const totalBytes =
    Number(response.headers.get('x-decoded-content-length')) ||
    (encoded ? 0 : Number(response.headers.get('content-length'))) ||
    0;
  const chunks: Uint8Array[] = [];
  let loadedBytes = 0;
  const reader = response.body.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      loadedBytes += value.length;
      onProgress({ loadedBytes, totalBytes: Math.max(totalBytes, loadedBytes) });
    }
  } catch (error) {
    return { ok: false, error: `${url}: ${(error as Error).message}` };
  }
  const bytes = new Uint8Array(loadedBytes);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return { ok: true, bytes };
}
