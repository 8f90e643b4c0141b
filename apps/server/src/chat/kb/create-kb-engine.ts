import type { Language } from '@afterlook/domain';
import type { ChatClinic, ChatEngine } from '../chat-engine.ts';
import { findProcedure } from '../find-procedure.ts';
import { messageLanguage } from '../message-language.ts';
import { buildKbIndex, type KbIndex, kbDocuments } from './build-kb-index.ts';
import { composeKbReply } from './compose-kb-reply.ts';
import type { KbDocument } from './kb-document.ts';

interface ClinicIndex {
  readonly index: KbIndex;
  readonly documents: ReadonlyMap<string, KbDocument>;
}

/** Indexes kept for the clinics that chatted last; rebuilt when a clinic's settings change. */
const CACHED_CLINICS = 200;

/**
 * The offline `kb` ChatEngine: answers from the domain's knowledge base plus the
 * clinic's services and FAQ, in the language the visitor writes in. No network, no
 * model: the embedded default, and the fallback of every other engine.
 */
export function createKbEngine(): ChatEngine {
  const cache = new Map<string, ClinicIndex>();

  const clinicIndex = (clinic: ChatClinic, language: Language): ClinicIndex => {
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

  return {
    async reply(turn) {
      const language = messageLanguage(turn.content, turn.language);
      const earlier = turn.history
        .map((entry) => findProcedure(entry.prompt))
        .findLast((procedure) => procedure !== null);
      return composeKbReply(turn.content, {
        clinic: turn.clinic,
        language,
        ...clinicIndex(turn.clinic, language),
        earlierProcedure: earlier ?? null,
      });
    },
  };
}
