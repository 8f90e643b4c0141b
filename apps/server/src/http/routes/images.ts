import {
  FormSourceQuery,
  ImagesBatchRequest,
  ImagesBatchResponse,
  PatientImagesQuery,
  PatientImageTicket,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  createImageSlots,
  type ImageSlot,
  type SlotRequest,
} from '../../features/images/create-image-slots.ts';
import type { VerifiedSession } from '../../features/sessions/verify-session.ts';
import type { SigningClinic } from '../../features/signing/key-epoch.ts';
import { uploadBlobKey } from '../../ports/blob-key.ts';
import { DOWNLOAD_URL_TTL_MS, UPLOAD_URL_TTL_MS } from '../../ports/blob-store.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { checkDailyQuota, refuseOverQuota } from '../limits/check-daily-quota.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { errorAnswers } from './error-answers.ts';

/**
 * Upload slots: POST /clinics/v1/forms/patients/images/batch?source=form (one signed
 * put_url/get_url pair per image) and POST /api/v1/patient-images?timestamp= (one
 * upload_url/download_url pair). Nothing is stored until the PUT arrives. Slots belong
 * to the session that asked for them; each counts against the clinic's daily quota.
 */
export function registerImageRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const { blobs } = app.ports;

  /** The session's slots, within the clinic's daily upload quota. */
  const reserve = async (
    session: VerifiedSession,
    source: 'form' | 'widget',
    requests: readonly SlotRequest[],
  ) => {
    const { clinicId, sessionId, lang } = session;
    const over = await checkDailyQuota(app, clinicId, 'uploads', requests.length, lang);
    if (over) return { over };
    return createImageSlots(app.db, app.clock, clinicId, source, requests, sessionId);
  };

  /** A slot's URLs; straight to storage (S3), the upload goes to its own object first. */
  const urlsFor = async ({ clinicId, keyEpoch }: SigningClinic, slot: ImageSlot) => {
    const putKey = blobs.directUploads ? uploadBlobKey(clinicId, slot.imageId) : slot.blobKey;
    return {
      put: await blobs.signedUrl('put', putKey, { clinicId, keyEpoch, ttlMs: UPLOAD_URL_TTL_MS }),
      get: await blobs.signedUrl('get', slot.blobKey, {
        clinicId,
        keyEpoch,
        ttlMs: DOWNLOAD_URL_TTL_MS,
      }),
    };
  };

  typed.post(
    ROUTES.imagesBatch.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'mediaCalls', 'session') },
      schema: {
        tags: ['images'],
        summary: 'Upload slots for a batch of photos (PUT each PNG or JPEG to its put_url)',
        security: [{ session: [] }],
        querystring: FormSourceQuery,
        body: ImagesBatchRequest,
        response: { 200: ImagesBatchResponse, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const reserved = await reserve(session, 'form', request.body.images);
      if ('over' in reserved) return refuseOverQuota(reply, reserved.over);
      const { batchId, slots } = reserved;
      return {
        batch_id: batchId ?? '',
        presigned_urls: await Promise.all(
          slots.map(async (slot) => {
            const urls = await urlsFor(session, slot);
            return { put_url: urls.put, get_url: urls.get };
          }),
        ),
      };
    },
  );

  typed.post(
    ROUTES.patientImages.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'mediaCalls', 'session') },
      schema: {
        tags: ['images'],
        summary: 'An upload ticket for one photo (PUT it to upload_url)',
        security: [{ session: [] }],
        querystring: PatientImagesQuery,
        response: { 200: PatientImageTicket, ...errorAnswers(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const reserved = await reserve(session, 'widget', [{ view_type: null, procedure_types: [] }]);
      if ('over' in reserved) return refuseOverQuota(reply, reserved.over);
      const { slots } = reserved;
      const slot = slots[0];
      if (!slot) throw new Error('no slot created');
      const urls = await urlsFor(session, slot);
      return { upload_url: urls.put, download_url: urls.get };
    },
  );
}
