/**
 * Chat input (docs/product/validation.md): empty or whitespace-only text is ignored, not an
 * error, so this returns the text to send (trimmed) or null for nothing to send.
 */
export function chatTextToSend(input: string): string | null {
  const trimmed = input.trim();
  return trimmed === '' ? null : trimmed;
}
