import {
  ApiErrorBody,
  DoctorChatRequest,
  DoctorChatResponse,
  PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerDoctorChat } from '../../features/chat/answer-doctor-chat.ts';
import { answerTier1Chat } from '../../features/chat/answer-tier1-chat.ts';
import type { ImageUrlError } from '../../features/transforms/resolve-image-url.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { addressLimit } from '../limits/address-limit.ts';
import { routeLimit } from '../limits/route-limit.ts';

const CHAT_STATUS: Record<ImageUrlError | 'clinic_not_found', 404 | 409 | 422> = {
  clinic_not_found: 404,
  image_not_found: 404,
  image_url_expired: 422,
  image_not_uploaded: 409,
  image_unusable: 422,
};

const ERRORS = {
  400: ApiErrorBody,
  401: ApiErrorBody,
  404: ApiErrorBody,
  409: ApiErrorBody,
  422: ApiErrorBody,
  429: ApiErrorBody,
};

/**
 * The chats of docs/product/state-machines.md#chat-flows, answered by the ChatEngine port: POST /api/v1/openai/chat
 * (doctor chatbot) and POST /api/v1/chat/plastic-surgery (tier-1 assistant). Limited
 * per session and per address; an over-long message or history is a 400.
 */
export function registerChatRoutes(app: FastifyInstance): void {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const perAddress = addressLimit(app, 'chatCallsPerAddress');
  const options = {
    preHandler: [requireSession, perAddress],
    config: { rateLimit: routeLimit(app, 'chatCalls', 'session') },
  };

  typed.post(
    ROUTES.openaiChat.path,
    {
      ...options,
      schema: {
        tags: ['chat'],
        summary: "The doctor chatbot's answer, with related questions",
        security: [{ session: [] }],
        body: DoctorChatRequest,
        response: { 200: DoctorChatResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await answerDoctorChat(app.ports, sessionOf(request), request.body);
      if (!answer.ok) {
        return reply
          .code(CHAT_STATUS[answer.error])
          .send({ error: answer.error, message: answer.message });
      }
      return answer.value;
    },
  );

  typed.post(
    ROUTES.plasticSurgeryChat.path,
    {
      ...options,
      schema: {
        tags: ['chat'],
        summary: "The tier-1 assistant's reply and the flags that switch its flow",
        security: [{ session: [] }],
        body: PlasticSurgeryChatRequest,
        response: { 200: PlasticSurgeryChatResponse, ...ERRORS },
      },
    },
    async (request, reply) => {
      const answer = await answerTier1Chat(app.ports, sessionOf(request), request.body);
      if (!answer.ok) return reply.code(404).send({ error: answer.error, message: answer.message });
      return answer.value;
    },
  );
}
