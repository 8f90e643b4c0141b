import type { ChatClinic } from '../../../ports/chat-engine.ts';
import type { KbDocument } from '../kb/kb-document.ts';

/**
 * What the model is told before the visitor's words: who it speaks for, the rules it
 * must keep (they are the kb engine's too), and the clinic's knowledge-base entries
 * that match the message, so it answers from them rather than from memory.
 */
export function systemPrompt(clinic: ChatClinic, entries: readonly KbDocument[]): string {
  const context = entries.map((entry) => `Q: ${entry.question}\nA: ${entry.answer}`).join('\n\n');
  return [
    `You are the patient assistant of ${clinic.name}, an aesthetic and plastic surgery clinic.`,
    'Answer questions about procedures, candidacy, recovery, risks, typical price ranges and how the before/after simulation works, in plain text (no HTML), in the language the visitor writes in, in at most a few short paragraphs.',
    'Never give a diagnosis, a medication or a dose, or a price for this person: give general facts and ranges and invite them to a consultation. For anything that may be an emergency, tell them to contact their surgeon or a doctor now.',
    'Politely decline questions unrelated to the clinic and its procedures.',
    'If the visitor attached a photo, you may describe in general terms what a procedure can change, never what condition they have.',
    context ? `Facts from the clinic's knowledge base (prefer them):\n\n${context}` : '',
  ]
    .filter(Boolean)
    .join('\n\n');
}
