import type { PlasticSurgeryChatRequest, PlasticSurgeryChatResponse } from '@afterlook/api';
import {
  CHAT_ENGINE_TEXTS,
  CHAT_LIMITS,
  interpolate,
  isAiSupported,
  procedurePhrase,
} from '@afterlook/domain';
import type { ErrorKinds } from '../../lib/error-kind.ts';
import { fail, ok, type Result } from '../../lib/result.ts';
import type { Ports } from '../../ports.ts';
import type { VerifiedSession } from '../sessions/verify-session.ts';
import { detectIntent } from './detect-intent.ts';
import { understandQuestion } from './doctor/understand-question.ts';
import { replyLanguage } from './language/reply-language.ts';
import { loadChatClinic } from './load-chat-clinic.ts';
import { answerPracticeFact } from './practice/answer-practice-fact.ts';
import { answerSafely } from './safety/answer-safely.ts';

/** The kind of each refusal: a clinic gone since the session began. */
export const TIER1_CHAT_ERROR_KINDS: ErrorKinds<'clinic_not_found'> = {
  clinic_not_found: 'not_found',
};

/**
 * POST /api/v1/chat/plastic-surgery: the tier-1 assistant's reply and the flags that
 * switch its flow (collect contact details, simulate, which procedure). A crisis is
 * answered first (safety/); a message that asks for neither flow is answered by the
 * chat engine.
 */
export async function answerTier1Chat(
  deps: Pick<Ports, 'db' | 'cipher' | 'chat' | 'clock' | 'jobs' | 'mailer'>,
  session: VerifiedSession,
  request: PlasticSurgeryChatRequest,
): Promise<Result<PlasticSurgeryChatResponse, 'clinic_not_found'>> {
  const clinic = await loadChatClinic(deps, session.clinicId);
  if (!clinic) return fail('clinic_not_found', 'The clinic of this session no longer exists');
  const history = request.history.slice(-CHAT_LIMITS.historyEntries);
  const safety = await answerSafely(deps, session, clinic, { content: request.content, history });
  if (safety) {
    // Help first: no simulation, no intake, no procedure.
    return ok({
      response: safety.response,
      should_collect_contact_info: false,
      should_simulate: false,
      procedure_to_simulate: null,
      safety_category: safety.category,
    });
  }
  const language = replyLanguage(request.content, session.lang);
  // The practice's own facts, from its settings (or its FAQ); the coordinator chip stays.
  const practice = answerPracticeFact(clinic.practiceFacts, request.content, language);
  if (practice) {
    const response = practice.set
      ? practice.response
      : (
          await deps.chat.reply({
            clinic,
            language,
            content: request.content,
            history,
            unsetFact: { answer: practice.notSet },
          })
        ).response;
    return ok({
      response,
      should_collect_contact_info: false,
      should_simulate: false,
      procedure_to_simulate: null,
    });
  }
  const detected = detectIntent(request.content, history);
  const { flags, procedure } = detected;
  const texts = CHAT_ENGINE_TEXTS[language].tier1;
  let response: string;
  let source: PlasticSurgeryChatResponse['source'] = null;
  if (detected.cannotSimulate && procedure) {
    response = interpolate(texts.cannotSimulate, {
      procedure: procedurePhrase(procedure, language),
      // 'a, b and c' / 'a, b y c'
      simulated: new Intl.ListFormat(language, { type: 'conjunction' }).format(
        clinic.procedures
          .filter(isAiSupported)
          .map((simulated) => procedurePhrase(simulated, language)),
      ),
    });
  } else if (flags.should_simulate) {
    response = flags.procedure_to_simulate
      ? interpolate(texts.simulate, {
          procedure: procedurePhrase(flags.procedure_to_simulate, language),
        })
      : texts.simulateAsk;
  } else if (flags.should_collect_contact_info) {
    response = texts.collectContact;
  } else {
    const reply = await deps.chat.reply({
      clinic,
      language,
      content: request.content,
      history,
      understood: understandQuestion(request.content, history),
    });
    response = reply.response;
    source = reply.source ?? null;
  }
  return ok({ response, ...flags, source });
}
