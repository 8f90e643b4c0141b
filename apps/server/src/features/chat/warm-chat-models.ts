import { topicModel } from './doctor/topic-model.ts';
import { intentModel } from './intent/intent-model.ts';
import { procedureModel } from './intent/procedure-model.ts';
import { languageModel } from './language/language-model.ts';
import { safetyModel } from './safety/triage-safety.ts';

/** The chat's classifiers, each loaded (or trained, then stored) on first use. */
export const CHAT_MODELS = {
  safety: safetyModel,
  intent: intentModel,
  procedure: procedureModel,
  topic: topicModel,
  language: languageModel,
} as const;
export type ChatModelName = keyof typeof CHAT_MODELS;
export const isChatModelName = (name: string): name is ChatModelName => name in CHAT_MODELS;

/**
 * Loads the chat's classifiers (all, or those named) now rather than on first use,
 * training those not stored yet; answers the time it took. Run by `npm run build`
 * (train-chat-models.ts) and the bench.
 */
export function warmChatModels(
  names: readonly ChatModelName[] = Object.keys(CHAT_MODELS) as ChatModelName[],
): number {
  const started = performance.now();
  for (const name of names) CHAT_MODELS[name]();
  return performance.now() - started;
}
