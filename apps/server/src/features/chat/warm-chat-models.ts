import { topicModel } from './doctor/topic-model.ts';
import { intentModel } from './intent/intent-model.ts';
import { procedureModel } from './intent/procedure-model.ts';
import { safetyModel } from './safety/triage-safety.ts';

/**
 * Trains the chat's classifiers (safety, intent, procedure, topic) now rather than on
 * first use; answers the time it took. The bench measures with it. The server still
 * trains them on the first chat message (a few seconds that hold the process: see the
 * stop note of 2026-11-26; weights built at `npm run build` would remove that).
 */
export function warmChatModels(): number {
  const started = performance.now();
  safetyModel();
  intentModel();
  procedureModel();
  topicModel();
  return performance.now() - started;
}
