import { topicModel } from './doctor/topic-model.ts';
import { intentModel } from './intent/intent-model.ts';
import { procedureModel } from './intent/procedure-model.ts';
import { safetyModel } from './safety/triage-safety.ts';

/**
 * Trains the chat's classifiers (safety, intent, procedure, topic) now rather than on
 * the first patient's message, which would otherwise hold every request of the process
 * for those seconds. The server calls it before it listens; answers the time it took.
 */
export function warmChatModels(): number {
  const started = performance.now();
  safetyModel();
  intentModel();
  procedureModel();
  topicModel();
  return performance.now() - started;
}
