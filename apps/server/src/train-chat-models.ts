/**
 * Trains the chat's classifiers and stores their weights in .cache/chat-models (part of
 * `npm run build`), so no server trains on a patient's first message:
 *
 *   node apps/server/src/train-chat-models.ts
 *
 * Weights already stored for the corpora and code as they are now are only loaded.
 */
import { warmChatModels } from './features/chat/warm-chat-models.ts';

const took = warmChatModels();
console.log(`› chat classifiers ready in ${(took / 1000).toFixed(1)} s`);
