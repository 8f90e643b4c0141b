import { readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { sameTime } from './built-copies.ts';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Text and WASM: what compresses. Images, video, woff2 (brotli inside already) and the
 * .task bundles (zipped tflite) are left alone.
 */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.wasm',
  '.txt',
  '.xml',
  '.map',
  '.ttf',
  '.otf',
  '.webmanifest',
]);
/** Below this a response fits one packet anyway. */
const MIN_BYTES = 512;
/** A variant that saves less than this share is not worth a second representation. */
const MAX_RATIO = 0.95;

export const ENCODED_VARIANTS = [
  { encoding: 'br', extension: '.br' },
  { encoding: 'gzip', extension: '.gz' },
] as const;

export const isCompressible = (file: string): boolean => COMPRESSIBLE.has(extname(file));

async function encode(bytes: Buffer, encoding: 'br' | 'gzip', text: boolean): Promise<Buffer> {
  if (encoding === 'gzip') return gzipAsync(bytes, { level: 9 });
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_LGWIN]: 24,
      [constants.BROTLI_PARAM_MODE]: text
        ? constants.BROTLI_MODE_TEXT
        : constants.BROTLI_MODE_GENERIC,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/** A variant is current when it was written for this exact source (same mtime). */
async function isCurrent(variant: string, sourceMtimeMs: number): Promise<boolean> {
  try {
    return sameTime((await stat(variant)).mtimeMs, sourceMtimeMs);
  } catch {
    return false;
  }
}

/**
 * Writes `<file>.br` (brotli 11) and `<file>.gz` (gzip 9) beside every compressible file
 * under `dir`, for @fastify/static's `preCompressed` to serve by Accept-Encoding. Each
 * variant carries its source's mtime, so a rerun only redoes what changed (the WASM
 * runtime takes half a minute at brotli 11). Returns the files it (re)compressed.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  // Left by a run stopped midway (a server shut down while compressing in the background).
  await Promise.all(
    entries
      .filter((entry) => entry.isFile() && entry.name.endsWith('.partial'))
      .map((entry) => rm(join(entry.parentPath, entry.name), { force: true })),
  );
  const sources = entries
    .filter((entry) => entry.isFile() && isCompressible(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
  const done: string[] = [];
  await Promise.all(
    sources.map(async (source) => {
      const info = await stat(source);
      const variants = ENCODED_VARIANTS.map((variant) => ({
        ...variant,
        path: `${source}${variant.extension}`,
      }));
      const current = await Promise.all(variants.map((v) => isCurrent(v.path, info.mtimeMs)));
      if (current.every(Boolean)) return;
      const bytes = await readFile(source);
      for (const variant of variants) {
        const encoded =
          info.size >= MIN_BYTES
            ? await encode(bytes, variant.encoding, extname(source) !== '.wasm')
            : null;
        if (encoded && encoded.length <= info.size * MAX_RATIO) {
          // Whole or not at all: a running server may be serving this folder already.
          const partial = `${variant.path}.${process.pid}.partial`;
          await writeFile(partial, encoded);
          await utimes(partial, info.atime, info.mtime);
          await rename(partial, variant.path);
        } else {
          // Not worth it: no variant, so the file itself goes out (and no stale one).
          await rm(variant.path, { force: true });
        }
      }
      done.push(source);
    }),
  );
  return done;
}
