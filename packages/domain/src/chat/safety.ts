/**
 * What a chat message can say that must be answered with help, never with procedure
 * facts, a simulation or a pitch (docs/product/chat-safety.md). Checked on both chat
 * routes before any engine sees the message, so no model's own answer is trusted.
 */
export const SAFETY_CATEGORIES = [
  'self_harm',
  'overdose',
  'post_op_emergency',
  'minor',
  'body_distress',
] as const;
export type SafetyCategory = (typeof SAFETY_CATEGORIES)[number];
