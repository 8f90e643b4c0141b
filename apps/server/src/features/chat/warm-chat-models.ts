import { topicModel } from './doctor/topic-model.ts';
import { intentModel } from './intent/intent-model.ts';
import { procedureModel } from './intent/procedure-model.ts';
import { languageModel } from './language/language-model.ts';
import { safetyModel } from './safety/triage-safety.ts';

/**
 * Loads the chat's classifiers (safety, intent, procedure, topic, language) now rather than on
 * first use, training those not stored yet; answers the time it took. Run by
 * `npm run build` (train-chat-models.ts) and the bench.
 */
export function warmChatModels(): number {
  const started = performance.now();
  safetyModel();
  intentModel();
  procedureModel();
  topicModel();
  languageModel();
  return performance.now() - started;
}
