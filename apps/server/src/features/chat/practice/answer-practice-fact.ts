import {
  interpolate,
  type Language,
  PRACTICE_FACT_TEXTS,
  type PracticeFact,
  type PracticeFacts,
} from '@afterlook/domain';
import { findPracticeFact } from './find-practice-fact.ts';

/** The clinic's own answer, or (not set) what to say when its FAQ does not answer either. */
export type PracticeAnswer =
  | { readonly fact: PracticeFact; readonly set: true; readonly response: string }
  | { readonly fact: PracticeFact; readonly set: false; readonly notSet: string };

/**
 * The answer to a question about the practice itself (where, when, who, the
 * consultation fee, financing), from the clinic's own words in its settings; when it
 * has not set that fact, its FAQ may still answer (the engines check), else the chat
 * says so and offers the patient coordinator. Null: the message asks for none of them.
 */
export function answerPracticeFact(
  facts: PracticeFacts,
  content: string,
  language: Language,
): PracticeAnswer | null {
  const fact = findPracticeFact(content);
  if (!fact) return null;
  const texts = PRACTICE_FACT_TEXTS[language];
  const value = facts[fact];
  return value
    ? { fact, set: true, response: interpolate(texts.answer[fact], { value }) }
    : { fact, set: false, notSet: interpolate(texts.notSet, { fact: texts.name[fact] }) };
}
