import type { PlasticSurgeryChatRequest, PlasticSurgeryChatResponse } from '@afterlook/api';
import { CHAT_ENGINE_TEXTS, CHAT_LIMITS, interpolate, procedurePhrase } from '@afterlook/domain';
import { fail, ok, type Result } from '../lib/result.ts';
import type { Ports } from '../ports.ts';
import type { VerifiedSession } from '../sessions/verify-session.ts';
import { detectIntent } from './detect-intent.ts';
import { loadChatClinic } from './load-chat-clinic.ts';
import { messageLanguage } from './message-language.ts';

/**
 * POST /api/v1/chat/plastic-surgery: the tier-1 assistant's reply and the flags that
 * switch its flow (collect contact details, simulate, which procedure). A message that
 * asks for neither is answered by the chat engine.
 */
export async function answerTier1Chat(
  deps: Pick<Ports, 'db' | 'cipher' | 'chat'>,
  session: VerifiedSession,
  request: PlasticSurgeryChatRequest,
): Promise<Result<PlasticSurgeryChatResponse, 'clinic_not_found'>> {
  const clinic = await loadChatClinic(deps, session.clinicId);
  if (!clinic) return fail('clinic_not_found', 'The clinic of this session no longer exists');
  const intent = detectIntent(request.content);
  const language = messageLanguage(request.content, session.lang);
  const texts = CHAT_ENGINE_TEXTS[language].tier1;
  const procedure = intent.procedure_to_simulate;
  let response: string;
  if (intent.should_simulate) {
    response = procedure
      ? interpolate(texts.simulate, { procedure: procedurePhrase(procedure, language) })
      : texts.simulateAsk;
  } else if (intent.should_collect_contact_info) {
    response = texts.collectContact;
  } else {
    const reply = await deps.chat.reply({
      clinic,
      language: session.lang,
      content: request.content,
      history: request.history.slice(-CHAT_LIMITS.historyEntries),
      image: null,
    });
    response = reply.response;
  }
  return ok({ response, ...intent });
}
