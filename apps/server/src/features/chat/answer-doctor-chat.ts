import type { DoctorChatRequest, DoctorChatResponse } from '@afterlook/api';
import {
  CHAT_ENGINE_TEXTS,
  CHAT_LIMITS,
  formatRelatedQuestions,
  kbQuestion,
} from '@afterlook/domain';
import type { ErrorKinds } from '../../lib/error-kind.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import { acceptAndResolveImageUrl } from '../images/accept-stored-upload.ts';
import type { VerifiedSession } from '../sessions/verify-session.ts';
import { IMAGE_URL_ERROR_KINDS } from '../transforms/image-url-error-kinds.ts';
import type { ImageUrlError } from '../transforms/resolve-image-url.ts';
import { understandQuestion } from './doctor/understand-question.ts';
import { replyLanguage } from './language/reply-language.ts';
import { loadChatClinic } from './load-chat-clinic.ts';
import { answerPracticeFact } from './practice/answer-practice-fact.ts';
import { answerSafely } from './safety/answer-safely.ts';

type Deps = Pick<
  Ports,
  'db' | 'cipher' | 'blobs' | 'samples' | 'chat' | 'clock' | 'pool' | 'jobs' | 'mailer'
>;

export type DoctorChatError = ImageUrlError | 'clinic_not_found';

/** The kind of each refusal: the photo's (image_url), or a clinic gone since the session began. */
export const DOCTOR_CHAT_ERROR_KINDS: ErrorKinds<DoctorChatError> = {
  ...IMAGE_URL_ERROR_KINDS,
  clinic_not_found: 'not_found',
};

/**
 * POST /api/v1/openai/chat: the doctor-persona chatbot's answer and related questions.
 * A crisis is answered first (safety/). A photo is never assessed, by us or a model:
 * the answer says so plainly and offers a simulation or a consultation. The photo must
 * be one this session uploaded (another patient's or clinic's answers "not found").
 */
export async function answerDoctorChat(
  deps: Deps,
  session: VerifiedSession,
  request: DoctorChatRequest,
): Promise<Result<DoctorChatResponse, DoctorChatError>> {
  const clinic = await loadChatClinic(deps, session.clinicId);
  if (!clinic) return fail('clinic_not_found', 'The clinic of this session no longer exists');
  const history = request.history.slice(-CHAT_LIMITS.historyEntries);
  const language = replyLanguage(request.content, session.lang);
  const safety = await answerSafely(deps, session, clinic, { content: request.content, history });
  if (safety) return ok({ response: safety.response, questions: formatRelatedQuestions([]) });
  if (request.image_url) {
    // A photo PUT straight to storage is taken in when first named, as by a transform.
    const photo = await acceptAndResolveImageUrl(
      deps,
      session.clinicId,
      request.image_url,
      session.sessionId,
    );
    if (!photo.ok) return photo;
    return ok({
      response: CHAT_ENGINE_TEXTS[language].photoNotAssessed,
      questions: formatRelatedQuestions([
        kbQuestion('simulation', null, language),
        kbQuestion('consultation', null, language),
      ]),
    });
  }
  const practice = answerPracticeFact(clinic.practiceFacts, request.content, language);
  if (practice?.set) {
    return ok({
      response: practice.response,
      questions: formatRelatedQuestions([kbQuestion('consultation', null, language)]),
    });
  }
  const reply = await deps.chat.reply({
    clinic,
    language,
    content: request.content,
    history,
    ...(practice ? { unsetFact: { answer: practice.notSet } } : {}),
    understood: understandQuestion(request.content, history),
  });
  return ok({
    response: reply.response,
    questions: formatRelatedQuestions(reply.questions),
    source: reply.source ?? null,
  });
}
