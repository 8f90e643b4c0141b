import { createKbEngine } from '../adapters/chat/kb/create-kb-engine.ts';
import { createOpenAiEngine } from '../adapters/chat/openai/create-openai-engine.ts';
import type { ChatEngine } from '../ports/chat-engine.ts';
import type { Config } from './config/load-config.ts';

/**
 * The ChatEngine for each clinic: its own OpenAI-compatible endpoint, else the
 * server's (CHAT_LLM_URL), else the offline knowledge base, which also answers
 * whenever an endpoint fails.
 */
export function createChatEngine(
  config: Pick<Config, 'chatLlm' | 'chatLlmTimeoutMs'>,
  onFailure?: (details: { readonly clinicId: string; readonly reason: string }) => void,
): ChatEngine {
  const kb = createKbEngine();
  const server = config.chatLlm ?? null;
  return createOpenAiEngine({
    endpointFor: (clinic) => clinic.llm ?? server,
    kb,
    timeoutMs: config.chatLlmTimeoutMs,
    ...(onFailure ? { onFailure } : {}),
  });
}
