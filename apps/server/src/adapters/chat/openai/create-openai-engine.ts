import { CHAT_LIMITS } from '@afterlook/domain';
import { classifySafety } from '../../../lib/chat-text/classify-safety.ts';
import { foldedWords } from '../../../lib/chat-text/fold-text.ts';
import type { ChatClinic, ChatEngine, ChatTurn } from '../../../ports/chat-engine.ts';
import type { LlmEndpoint } from '../../../ports/llm-endpoint.ts';
import type { PostJson } from '../../../ports/post-json.ts';
import type { KbEngine } from '../kb/create-kb-engine.ts';
import { systemPrompt } from './system-prompt.ts';

/** Knowledge-base entries sent with each request as context. */
const CONTEXT_ENTRIES = 4;
/** A reply longer than this is cut (max_tokens already bounds a well-behaved server). */
const MAX_REPLY_CHARS = 4000;

/** An endpoint, and the guarded call that reaches it (its deadline, its reach). */
export interface LlmRoute {
  readonly endpoint: LlmEndpoint;
  readonly post: PostJson;
}

export interface OpenAiEngineOptions {
  /** Where a clinic's chat goes (its own endpoint, else the server's); null: kb. */
  readonly routeFor: (clinic: ChatClinic) => LlmRoute | null;
  readonly kb: KbEngine;
  readonly onFailure?: (details: { readonly clinicId: string; readonly reason: string }) => void;
}

/** The chat-completions request of a turn (OpenAI's wire format). */
function completionRequest(turn: ChatTurn, endpoint: LlmEndpoint, kb: KbEngine) {
  const history = turn.history.slice(-CHAT_LIMITS.historyEntries).flatMap((entry) => [
    { role: 'user' as const, content: entry.prompt },
    { role: 'assistant' as const, content: entry.response },
  ]);
  return {
    model: endpoint.model,
    temperature: CHAT_LIMITS.temperature,
    max_tokens: CHAT_LIMITS.maxTokens,
    messages: [
      {
        role: 'system' as const,
        content: systemPrompt(turn.clinic, kb.search(turn, CONTEXT_ENTRIES)),
      },
      ...history,
      { role: 'user' as const, content: turn.content },
    ],
  };
}

/** The answer text of a chat-completions response, as plain text; null if there is none. */
function replyText(body: unknown): string | null {
  const choices = (body as { choices?: unknown } | null)?.choices;
  const first = Array.isArray(choices) ? (choices[0] as { message?: { content?: unknown } }) : null;
  const text = first?.message?.content;
  if (typeof text !== 'string') return null;
  // The widget shows text, never HTML; tags a model emits are dropped here too.
  const plain = text.replace(/<[^>]*>/g, '').trim();
  return plain ? plain.slice(0, MAX_REPLY_CHARS) : null;
}

/**
 * The `openai` ChatEngine: any OpenAI-compatible chat-completions endpoint, given the
 * clinic's knowledge-base hits as context and the last 2 history entries (never a
 * photo: nobody assesses one in a chat). Careful questions (dose, diagnosis, personal price) never
 * go to the model; on any failure (network, status, timeout, junk) the kb engine answers.
 */
export function createOpenAiEngine(options: OpenAiEngineOptions): ChatEngine {
  const { kb } = options;
  return {
    async reply(turn) {
      const route = options.routeFor(turn.clinic);
      // The clinic's unset facts are answered from its own words only, never a model's.
      if (!route || turn.unsetFact || classifySafety(foldedWords(turn.content))) {
        return kb.reply(turn);
      }
      const { endpoint, post } = route;
      const fallback = kb.reply(turn);
      try {
        // Through the outbound guard: no redirect followed, a deadline, a capped answer.
        const answer = await post(
          `${endpoint.baseUrl.replace(/\/+$/, '')}/chat/completions`,
          JSON.stringify(completionRequest(turn, endpoint, kb)),
          endpoint.apiKey ? { authorization: `Bearer ${endpoint.apiKey}` } : {},
        );
        if (!answer.ok) throw new Error(answer.error);
        const text = replyText(JSON.parse(answer.body) as unknown);
        if (!text) throw new Error('no answer text in the response');
        return { response: text, questions: (await fallback).questions };
      } catch (error) {
        options.onFailure?.({
          clinicId: turn.clinic.id,
          reason: error instanceof Error ? error.message : String(error),
        });
        return fallback;
      }
    },
  };
}
