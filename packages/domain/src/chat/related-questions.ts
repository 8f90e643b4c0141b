/**
 * The doctor chat's `questions` (docs/product/entities.md): one string of quoted, comma-separated
 * suggestions, e.g. `"What is downtime?", "Is it painful?"`; empty when none.
 */
export const formatRelatedQuestions = (questions: readonly string[]): string[] =>
  questions.length === 0 ? [] : [questions.map((question) => JSON.stringify(question)).join(', ')];

/** The suggestions of a doctor-chat reply's `questions` (the first item, parsed). */
export function parseRelatedQuestions(questions: readonly string[]): string[] {
  const first = questions[0];
  if (!first) return [];
  const quoted = [...first.matchAll(/"((?:[^"\\]|\\.)*)"/g)].map((match) => {
    try {
      return JSON.parse(`"${match[1]}"`) as string;
    } catch {
      return match[1] ?? '';
    }
  });
  return (quoted.length > 0 ? quoted : first.split(',')).map((q) => q.trim()).filter(Boolean);
}
