import { createKbEngine } from '../adapters/chat/kb/create-kb-engine.ts';
import { createOpenAiEngine } from '../adapters/chat/openai/create-openai-engine.ts';
import { createGuardedPost } from '../adapters/outbound-http/guarded-post.ts';
import type { ChatEngine } from '../ports/chat-engine.ts';
import type { Config } from './config/load-config.ts';

/** The longest chat-completions answer read (max_tokens keeps a real one far smaller). */
const CHAT_ANSWER_MAX_BYTES = 256 * 1024;

/**
 * The ChatEngine for each clinic: its own OpenAI-compatible endpoint, else the
 * server's (CHAT_LLM_URL), else the offline knowledge base, which also answers
 * whenever an endpoint fails. Both go through the outbound guard; only the operator
 * reaches loopback or private hosts: CHAT_LLM_URL is theirs, and CHAT_LLM_ALLOW_PRIVATE
 * lets clinics' endpoints do the same.
 */
export function createChatEngine(
  config: Pick<Config, 'chatLlm' | 'chatLlmTimeoutMs' | 'chatLlmAllowPrivate'>,
  onFailure?: (details: { readonly clinicId: string; readonly reason: string }) => void,
): ChatEngine {
  const guarded = (allowPrivate: boolean) =>
    createGuardedPost({
      allowPrivate,
      deadlineMs: config.chatLlmTimeoutMs,
      maxAnswerBytes: CHAT_ANSWER_MAX_BYTES,
      userAgent: 'AfterLook-Chat/1',
    });
  const clinicPost = guarded(config.chatLlmAllowPrivate);
  const server = config.chatLlm ? { endpoint: config.chatLlm, post: guarded(true) } : null;
  return createOpenAiEngine({
    routeFor: (clinic) => (clinic.llm ? { endpoint: clinic.llm, post: clinicPost } : server),
    kb: createKbEngine(),
    ...(onFailure ? { onFailure } : {}),
  });
}
