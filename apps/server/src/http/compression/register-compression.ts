import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

const DYNAMIC_COMPRESSIBLE = /^text\/(?!event-stream)|[+/]json(?:;|$)|javascript|[+/]xml(?:;|$)/;

/**
 * Dynamic text (API JSON, the OpenAPI document, Swagger UI) over 1 KB is compressed as
 * it goes out, brotli at quality 4 (fast enough per response) or gzip. Static files come
 * precompressed from the build and pass through untouched. Routes under `binaryPrefixes`
 * are never compressed on the fly: their text is precompressed and the rest is already
 * compressed (the .task bundles are zips; audio, video, images), and a streamed
 * re-compression would also drop the Content-Length download progress relies on.
 * Register before any route.
 */
export async function registerCompression(
  app: FastifyInstance,
  binaryPrefixes: readonly string[],
): Promise<void> {
  // Runs before the plugin's own onRoute hook, which reads `compress`.
  app.addHook('onRoute', (route) => {
    if (binaryPrefixes.some((prefix) => route.url.startsWith(prefix))) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    customTypes: DYNAMIC_COMPRESSIBLE,
  });
}
