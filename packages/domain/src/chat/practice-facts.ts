/**
 * The practice's own facts, set by the clinic in the dashboard's settings: what
 * patients ask first, answered by both chats from the clinic's words only (issue 34).
 */
export const PRACTICE_FACTS = [
  'address',
  'phone',
  'hours',
  'surgeons',
  'consultation_fee',
  'financing',
] as const;
export type PracticeFact = (typeof PRACTICE_FACTS)[number];

/** Each fact as the clinic writes it; an unset one is absent. */
export type PracticeFacts = Partial<Record<PracticeFact, string>>;

/** A fact is a few lines at most (an address, hours by day, surgeons and credentials). */
export const PRACTICE_FACT_MAX_LENGTH = 600;
