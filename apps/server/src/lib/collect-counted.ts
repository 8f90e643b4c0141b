import type { Readable } from 'node:stream';
import { fail, ok, type Result } from './result.ts';

/**
 * Reads a stream whole while counting its bytes, for stores that write an object in
 * one request (S3's PutObject wants the length up front; an upload is ≤ 15 MB). Past
 * `maxBytes` it stops and leaves the rest of the stream unconsumed (the BlobStore
 * contract); a sender that goes away is `aborted`.
 */
export function collectCounted(
  body: Readable,
  maxBytes: number,
): Promise<Result<Buffer, 'too_large' | 'aborted'>> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let bytes = 0;
    const finish = (result: Result<Buffer, 'too_large' | 'aborted'>) => {
      body.off('data', onData);
      body.off('end', onEnd);
      body.off('error', onAbort);
      body.off('aborted', onAbort);
      body.off('close', onClose);
      resolve(result);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) {
        body.pause();
        finish(fail('too_large', `The upload is larger than ${maxBytes} bytes`));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => finish(ok(Buffer.concat(chunks, bytes)));
    const onAbort = () => finish(fail('aborted', 'The upload was interrupted'));
    const onClose = () => {
      if (!body.readableEnded) onAbort();
    };
    body.on('data', onData);
    body.on('end', onEnd);
    body.on('error', onAbort);
    body.on('aborted', onAbort);
    body.on('close', onClose);
  });
}
