import { Piscina } from 'piscina';

/** True when `bytes` is the whole of a buffer that can be handed over (not a view into a pool). */
const ownsBuffer = (bytes: Uint8Array): boolean =>
  bytes.buffer instanceof ArrayBuffer &&
  bytes.byteOffset === 0 &&
  bytes.byteLength === bytes.buffer.byteLength;

/**
 * A worker's answer whose byte arrays are handed to the caller instead of copied: a
 * series of after images is megabytes the event loop would otherwise copy and then
 * collect. Arrays that do not own their whole buffer are copied as usual. The worker
 * must not touch the moved arrays afterwards.
 */
export function withMovedBytes<T extends object>(answer: T, arrays: readonly Uint8Array[]): T {
  const buffers = [...new Set(arrays.filter(ownsBuffer).map((bytes) => bytes.buffer))];
  const movable = { [Piscina.transferableSymbol]: buffers, [Piscina.valueSymbol]: answer };
  // piscina types its symbols as unique ones it does not export; it posts `answer`
  // itself, with `buffers` as the transfer list, so the caller receives a T.
  return Piscina.move(movable as unknown as ArrayBuffer) as unknown as T;
}
