import type { DoctorChatRequest, DoctorChatResponse } from '@afterlook/api';
import { CHAT_LIMITS, formatRelatedQuestions } from '@afterlook/domain';
import { fail, ok, type Result } from '../lib/result.ts';
import type { Ports } from '../ports.ts';
import type { VerifiedSession } from '../sessions/verify-session.ts';
import { type ImageUrlError, resolveImageUrl } from '../transforms/resolve-image-url.ts';
import type { ChatImage } from './chat-engine.ts';
import { loadChatClinic } from './load-chat-clinic.ts';

type Deps = Pick<Ports, 'db' | 'cipher' | 'blobs' | 'samples' | 'chat' | 'clock' | 'pool'>;

/**
 * The patient's photo an image_url names: only one this session uploaded (another
 * patient's or clinic's answers "not found"). A sample model is nobody's photo and
 * is not shown to an engine.
 */
async function attachedImage(
  deps: Deps,
  session: VerifiedSession,
  imageUrl: string | null | undefined,
): Promise<Result<ChatImage | null, ImageUrlError>> {
  if (!imageUrl) return ok(null);
  const source = await resolveImageUrl(deps, session.clinicId, imageUrl, session.sessionId);
  if (!source.ok) return source;
  if (source.value.kind !== 'image') return ok(null);
  const { blob_key: key } = await deps.db
    .selectFrom('images')
    .select('blob_key')
    .where('id', '=', source.value.imageId)
    .executeTakeFirstOrThrow();
  return ok({ read: () => deps.blobs.read(key) });
}

/** POST /api/v1/openai/chat: the doctor-persona chatbot's answer and related questions. */
export async function answerDoctorChat(
  deps: Deps,
  session: VerifiedSession,
  request: DoctorChatRequest,
): Promise<Result<DoctorChatResponse, ImageUrlError | 'clinic_not_found'>> {
  const clinic = await loadChatClinic(deps, session.clinicId);
  if (!clinic) return fail('clinic_not_found', 'The clinic of this session no longer exists');
  const image = await attachedImage(deps, session, request.image_url);
  if (!image.ok) return image;
  const reply = await deps.chat.reply({
    clinic,
    language: session.lang,
    content: request.content,
    history: request.history.slice(-CHAT_LIMITS.historyEntries),
    image: image.value,
  });
  return ok({ response: reply.response, questions: formatRelatedQuestions(reply.questions) });
}
