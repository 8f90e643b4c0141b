import {
  ApiErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  IdempotencyKey,
  LEAD_SUBMISSION_MAX_BYTES,
  LeadMeasurements,
  LeadMeasurementsResponse,
  LeadMessageParams,
  LeadMessageRequest,
  LeadMessageResponse,
  LeadSubmission,
  LeadSubmissionResponse,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as z from 'zod/mini';
import { type AddLeadMessageError, addLeadMessage } from '../../features/leads/add-lead-message.ts';
import { saveLeadMeasurements } from '../../features/leads/save-lead-measurements.ts';
import { type SubmitLeadError, submitLead } from '../../features/leads/submit-lead.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';

const SUBMIT_STATUS: Record<SubmitLeadError, 400 | 404 | 409 | 422> = {
  invalid_phone: 400,
  idempotency_conflict: 409,
  batch_not_found: 404,
  image_not_found: 404,
  image_url_expired: 422,
  image_not_uploaded: 409,
  image_unusable: 422,
};

/**
 * A full lead (or session) is 409, not 429: no wait makes room, so a client must not
 * retry (the state of the lead, not the rate, refuses it).
 */
const MESSAGE_STATUS: Record<AddLeadMessageError, 404 | 409> = {
  lead_not_found: 404,
  lead_message_limit_reached: 409,
};

const HEADER = IDEMPOTENCY_KEY_HEADER.toLowerCase();

/**
 * Leads: POST /clinics/v1/forms/submit stores the lead submission payload of
 * docs/product/entities.md for the session's clinic (idempotent: Idempotency-Key, else batch_id + phone, else
 * the same body from the same session) and answers { patient_uuid }; POST
 * /api/v1/patients/:patient_uuid/lead-messages adds a patient's message to their own
 * lead (sender_type 'patient' only, within LEAD_MESSAGE_LIMITS), and PUT
 * .../measurements stores the measurement form the patient may fill in afterwards
 * (both only from the session that submitted the lead).
 */
export function registerLeadRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();

  typed.post(
    ROUTES.formsSubmit.path,
    {
      preHandler: requireSession,
      bodyLimit: LEAD_SUBMISSION_MAX_BYTES,
      config: { rateLimit: routeLimit(app, 'leadCalls', 'session') },
      schema: {
        tags: ['leads'],
        summary:
          'Leave the patient\'s details with the clinic (send "Idempotency-Key" to make retries safe)',
        security: [{ session: [] }],
        body: LeadSubmission,
        response: {
          200: LeadSubmissionResponse,
          201: LeadSubmissionResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          413: ApiErrorBody,
          422: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      const header = request.headers[HEADER];
      let idempotencyKey: string | undefined;
      if (header !== undefined) {
        const parsed = z.safeParse(IdempotencyKey, header);
        if (!parsed.success) {
          return reply.code(400).send({
            error: 'invalid_idempotency_key',
            message: `${IDEMPOTENCY_KEY_HEADER} must be 8 to 200 visible ASCII characters (a UUID fits)`,
          });
        }
        idempotencyKey = parsed.data;
      }
      const submitted = await submitLead(app.ports, session, request.body, idempotencyKey);
      if (!submitted.ok) {
        return reply
          .code(SUBMIT_STATUS[submitted.error])
          .send({ error: submitted.error, message: submitted.message });
      }
      return reply
        .code(submitted.value.created ? 201 : 200)
        .send({ patient_uuid: submitted.value.patientUuid, created: submitted.value.created });
    },
  );

  typed.post(
    ROUTES.leadMessages.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'leadCalls', 'session') },
      schema: {
        tags: ['leads'],
        summary: "Add the patient's message to their lead",
        security: [{ session: [] }],
        params: LeadMessageParams,
        body: LeadMessageRequest,
        response: {
          201: LeadMessageResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          409: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const added = await addLeadMessage(
        app.ports,
        sessionOf(request),
        request.params.patient_uuid,
        request.body,
      );
      if (!added.ok) {
        return reply
          .code(MESSAGE_STATUS[added.error])
          .send({ error: added.error, message: added.message });
      }
      return reply.code(201).send(added.value);
    },
  );

  typed.put(
    ROUTES.leadMeasurements.path,
    {
      preHandler: requireSession,
      config: { rateLimit: routeLimit(app, 'leadCalls', 'session') },
      schema: {
        tags: ['leads'],
        summary: "Add (or replace) the patient's measurements on their lead",
        security: [{ session: [] }],
        params: LeadMessageParams,
        body: LeadMeasurements,
        response: {
          200: LeadMeasurementsResponse,
          400: ApiErrorBody,
          401: ApiErrorBody,
          404: ApiErrorBody,
          429: ApiErrorBody,
        },
      },
    },
    async (request, reply) => {
      const saved = await saveLeadMeasurements(
        app.ports,
        sessionOf(request),
        request.params.patient_uuid,
        request.body,
      );
      if (!saved.ok) return reply.code(404).send({ error: saved.error, message: saved.message });
      return saved.value;
    },
  );
}
