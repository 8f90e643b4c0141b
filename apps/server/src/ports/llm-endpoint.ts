/**
 * An OpenAI-compatible chat-completions service: hosted, or a clinic's own (llama.cpp,
 * Ollama, vLLM). Reached through the outbound guard: a clinic's must be a public https
 * host unless the operator allows private ones (CHAT_LLM_ALLOW_PRIVATE).
 */
export interface LlmEndpoint {
  /** Up to the version segment, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1. */
  readonly baseUrl: string;
  readonly model: string;
  /** Sent as a Bearer token; null for a local server that wants none. */
  readonly apiKey: string | null;
}
