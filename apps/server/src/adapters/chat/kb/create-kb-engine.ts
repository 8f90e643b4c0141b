import type { Language } from '@afterlook/domain';
import { findProcedure } from '../../../lib/chat-text/find-procedure.ts';
import type { ChatClinic, ChatEngine, ChatTurn } from '../../../ports/chat-engine.ts';
import { answerUnderstood, answerUnsetFact } from './answer-understood.ts';
import { buildKbIndex, kbDocuments } from './build-kb-index.ts';
import { composeKbReply, type KbContext, searchKb } from './compose-kb-reply.ts';
import type { KbDocument } from './kb-document.ts';

/** Indexes kept for the clinics that chatted last; rebuilt when a clinic's settings change. */
const CACHED_CLINICS = 200;

/** The offline engine, which can also hand its best entries to another engine as context. */
export interface KbEngine extends ChatEngine {
  /** The entries that answer the turn's message, best first, in its language. */
  search(turn: ChatTurn, limit: number): KbDocument[];
}

/**
 * The offline `kb` ChatEngine: answers from the domain's knowledge base plus the
 * clinic's services and FAQ, in the language the visitor writes in. No network, no
 * model: the embedded default, and the fallback of every other engine.
 */
export function createKbEngine(): KbEngine {
  const cache = new Map<string, Pick<KbContext, 'index' | 'documents'>>();

  const clinicIndex = (clinic: ChatClinic, language: Language) => {
    const key = `${clinic.id}:${clinic.updatedAt}:${language}`;
    const cached = cache.get(key);
    if (cached) {
      cache.delete(key);
      cache.set(key, cached);
      return cached;
    }
    const documents = kbDocuments(clinic, language);
    const built = {
      index: buildKbIndex(documents, language),
      documents: new Map(documents.map((document) => [document.id, document])),
    };
    cache.set(key, built);
    if (cache.size > CACHED_CLINICS) cache.delete(cache.keys().next().value ?? key);
    return built;
  };

  const contextOf = (turn: ChatTurn): KbContext => {
    const { language } = turn;
    const earlier = turn.history
      .map((entry) => findProcedure(entry.prompt))
      .findLast((procedure) => procedure !== null);
    return {
      clinic: turn.clinic,
      language,
      ...clinicIndex(turn.clinic, language),
      earlierProcedure: earlier ?? null,
    };
  };

  return {
    async reply(turn) {
      const { understood, unsetFact } = turn;
      if (unsetFact) return answerUnsetFact(turn.content, unsetFact.answer, contextOf(turn));
      return understood
        ? answerUnderstood({ content: turn.content, understood }, contextOf(turn))
        : composeKbReply(turn.content, contextOf(turn));
    },
    search(turn, limit) {
      const context = contextOf(turn);
      const procedure =
        turn.understood?.procedure ?? findProcedure(turn.content) ?? context.earlierProcedure;
      return searchKb(turn.content, procedure, context).slice(0, limit);
    },
  };
}
