import {
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
import { addLeadMessage } from '../../features/leads/add-lead-message.ts';
import {
  ADD_LEAD_MESSAGE_ERROR_KINDS,
  SUBMIT_LEAD_ERROR_KINDS,
} from '../../features/leads/lead-error-kinds.ts';
import { saveLeadMeasurements } from '../../features/leads/save-lead-measurements.ts';
import { submitLead } from '../../features/leads/submit-lead.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithError, replyWithKind } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

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
          ...errorAnswers(400, 401, 404, 409, 413, 422, 429),
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
          return replyWithKind(reply, 'invalid', {
            error: 'invalid_idempotency_key',
            message: `${IDEMPOTENCY_KEY_HEADER} must be 8 to 200 visible ASCII characters (a UUID fits)`,
          });
        }
        idempotencyKey = parsed.data;
      }
      const submitted = await submitLead(app.ports, session, request.body, idempotencyKey);
      if (!submitted.ok) return replyWithError(reply, submitted, SUBMIT_LEAD_ERROR_KINDS);
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
        response: { 201: LeadMessageResponse, ...errorAnswers(400, 401, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const added = await addLeadMessage(
        app.ports,
        sessionOf(request),
        request.params.patient_uuid,
        request.body,
      );
      if (!added.ok) return replyWithError(reply, added, ADD_LEAD_MESSAGE_ERROR_KINDS);
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
        response: { 200: LeadMeasurementsResponse, ...errorAnswers(400, 401, 404, 429) },
      },
    },
    async (request, reply) => {
      const saved = await saveLeadMeasurements(
        app.ports,
        sessionOf(request),
        request.params.patient_uuid,
        request.body,
      );
      if (!saved.ok) return replyWithKind(reply, 'not_found', saved);
      return saved.value;
    },
  );
}
