import type { ChatEngine } from './chat-engine.ts';
import { createKbEngine } from './kb/create-kb-engine.ts';

/**
 * The ChatEngine the configuration selects: the offline knowledge base. An
 * OpenAI-compatible endpoint (falling back to it) plugs in here.
 */
export function createChatEngine(): ChatEngine {
  return createKbEngine();
}
