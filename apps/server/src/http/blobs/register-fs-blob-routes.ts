import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { UPLOAD_ERROR_KINDS, type UploadError } from '../../features/images/ingest-upload.ts';
import { verifySignedUrl } from '../../features/signing/verify-signed-url.ts';
import type { Result } from '../../lib/result.ts';
import { BLOB_ROUTE_PREFIX, isBlobKey } from '../../ports/blob-key.ts';
import { type BlobStore, MAX_UPLOAD_BYTES } from '../../ports/blob-store.ts';
import { SignedQuery } from '../../ports/signed-query.ts';
import type { SignatureError, UrlSigner } from '../../ports/url-signer.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithError, replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from '../routes/error-answers.ts';

/** What the server does with the bytes PUT to a signed upload URL (ingest them). */
export type AcceptUpload = (
  target: { readonly clinicId: string; readonly blobKey: string },
  body: Readable,
) => Promise<Result<{ width: number; height: number }, UploadError>>;

/** How much of a refused upload we read and discard so the client sees the 413. */
const DRAIN_LIMIT_BYTES = 4 * MAX_UPLOAD_BYTES;

/** Content types a PUT may declare; the bytes themselves decide (magic bytes). */
const UPLOAD_TYPES = new Set(['image/png', 'image/jpeg', 'image/jpg', 'application/octet-stream']);

const refuse = (reply: FastifyReply, error: SignatureError | 'not_found') =>
  error === 'not_found'
    ? replyWithKind(reply, 'not_found', { error: 'not_found', message: 'No such object' })
    : replyWithKind(reply, 'forbidden', {
        error,
        message: error === 'expired_signature' ? 'The link has expired' : 'The link is not valid',
      });

/**
 * Our signed blob URLs (the fs BlobStore's stand-in for S3 presigned URLs): PUT an
 * upload, GET a photo or an after image. The signature is the authorisation; a
 * clinic's key is only ever readable with a URL signed for that clinic.
 */
export async function registerFsBlobRoutes(
  app: FastifyInstance,
  store: { readonly blobs: BlobStore; readonly signer: UrlSigner; readonly accept: AcceptUpload },
): Promise<void> {
  await app.register(async (scope) => {
    // Upload bodies stay streams: counted and written to disk, never buffered whole.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
    const typed = scope.withTypeProvider<ZodTypeProvider>();
    const { blobs, signer, accept } = store;
    const verifier = { db: app.db, signer, clock: app.clock };

    const keyOf = (params: unknown): string | null => {
      const key = (params as { '*'?: string })['*'] ?? '';
      return isBlobKey(key) ? key : null;
    };
    /** A clinic's own objects are readable only with its own grant. */
    const ownedBy = (key: string, clinicId: string) =>
      !key.startsWith('clinics/') || key.startsWith(`clinics/${clinicId}/`);

    typed.put(
      `${BLOB_ROUTE_PREFIX}*`,
      {
        config: { rateLimit: routeLimit(app, 'uploads', 'address') },
        schema: {
          tags: ['images'],
          summary: 'Upload a photo to a signed put_url / upload_url (PNG or JPEG, ≤ 15 MB)',
          querystring: SignedQuery,
          response: {
            200: z.object({ status: z.literal('ready'), width: z.number(), height: z.number() }),
            ...errorAnswers(400, 403, 404, 409, 413, 415, 422),
          },
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params);
        if (!key) return refuse(reply, 'not_found');
        const grant = await verifySignedUrl(verifier, 'put', key, request.query);
        if (!grant.ok) return refuse(reply, grant.error);
        if (!ownedBy(key, grant.value.clinicId)) return refuse(reply, 'not_found');
        const type = (request.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
        if (!type || !UPLOAD_TYPES.has(type)) {
          return replyWithKind(reply, 'unsupported_media', {
            error: 'unsupported_media_type',
            message: 'Send the image as image/png or image/jpeg',
          });
        }
        const result = await accept({ clinicId: grant.value.clinicId, blobKey: key }, request.raw);
        if (!result.ok) {
          if (!request.raw.readableEnded) {
            // Refused mid-stream (413): discard the rest so the client can read our
            // answer, and end the connection after it.
            // Past DRAIN_LIMIT_BYTES the sender is not a browser uploading a photo: cut it off.
            let drained = 0;
            request.raw.on('data', (chunk: Buffer) => {
              drained += chunk.length;
              if (drained > DRAIN_LIMIT_BYTES) request.raw.socket.destroy();
            });
            request.raw.resume();
            reply.header('connection', 'close');
          }
          return replyWithError(reply, result, UPLOAD_ERROR_KINDS);
        }
        return { status: 'ready' as const, ...result.value };
      },
    );

    typed.get(
      `${BLOB_ROUTE_PREFIX}*`,
      {
        schema: {
          tags: ['images'],
          summary: 'Read a photo or an after image through its signed URL',
          querystring: SignedQuery,
          // The answer is a PNG stream (403/404 are ApiErrorBody JSON): no response schema.
        },
      },
      async (request, reply) => {
        const key = keyOf(request.params);
        if (!key) return refuse(reply, 'not_found');
        const grant = await verifySignedUrl(verifier, 'get', key, request.query);
        if (!grant.ok) return refuse(reply, grant.error);
        if (!ownedBy(key, grant.value.clinicId) || !key.endsWith('.png')) {
          return refuse(reply, 'not_found');
        }
        const blob = await blobs.get(key);
        if (!blob) return refuse(reply, 'not_found');
        // A patient's photo is never kept by the browser's cache: a shared front-desk
        // computer would still show it after the URL or the staff session ended.
        return reply
          .header('content-type', 'image/png')
          .header('content-length', blob.size)
          .header('cache-control', 'no-store')
          .send(blob.stream);
      },
    );
  });
}
