import type { Config } from '../config/load-config.ts';
import type { ChatEngine } from './chat-engine.ts';
import { createKbEngine } from './kb/create-kb-engine.ts';
import { createOpenAiEngine } from './openai/create-openai-engine.ts';

/**
 * The ChatEngine the configuration selects: the offline knowledge base, or with
 * CHAT_LLM_URL an OpenAI-compatible endpoint that falls back to it.
 */
export function createChatEngine(
  config: Pick<Config, 'chatLlm' | 'chatLlmTimeoutMs'>,
  onFailure?: (details: { readonly clinicId: string; readonly reason: string }) => void,
): ChatEngine {
  const kb = createKbEngine();
  const endpoint = config.chatLlm;
  if (!endpoint) return kb;
  return createOpenAiEngine({
    endpointFor: () => endpoint,
    kb,
    timeoutMs: config.chatLlmTimeoutMs,
    ...(onFailure ? { onFailure } : {}),
  });
}
