import {
  DoctorChatRequest,
  DoctorChatResponse,
  PlasticSurgeryChatRequest,
  PlasticSurgeryChatResponse,
  ROUTES,
} from '@afterlook/api';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  answerDoctorChat,
  DOCTOR_CHAT_ERROR_KINDS,
} from '../../features/chat/answer-doctor-chat.ts';
import { answerTier1Chat, TIER1_CHAT_ERROR_KINDS } from '../../features/chat/answer-tier1-chat.ts';
import { requireSession, sessionOf } from '../auth/require-session.ts';
import { addressLimit } from '../limits/address-limit.ts';
import { routeLimit } from '../limits/route-limit.ts';
import { replyWithError } from '../reply-with-error.ts';
import { errorAnswers } from './error-answers.ts';

const ERRORS = errorAnswers(400, 401, 404, 409, 422, 429);

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
      if (!answer.ok) return replyWithError(reply, answer, DOCTOR_CHAT_ERROR_KINDS);
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
      if (!answer.ok) return replyWithError(reply, answer, TIER1_CHAT_ERROR_KINDS);
      return answer.value;
    },
  );
}
