import type { DashboardMessages } from './i18n/dashboard-catalog.ts';
import { interpolate } from './i18n/interpolate.ts';
import { STAFF_ACCOUNT_RULES } from './staff.ts';

/** Why a new password is refused; 'common' only the server can tell (it holds the list). */
export const PASSWORD_PROBLEMS = ['too_short', 'too_long', 'blank', 'repeated', 'common'] as const;
export type PasswordProblem = (typeof PASSWORD_PROBLEMS)[number];

/** The longest group whose repetition makes a password "repeated": aaaa…, abab…, abcabc… */
const REPEATED_GROUP_MAX = 3;

/** Spaces, control and invisible format characters: what looks like nothing typed. */
const BLANK = /^[\s\p{Cc}\p{Cf}]*$/u;

/**
 * The account rules a browser can check on a new password (length in characters as a
 * person counts them, not UTF-16 units), or null when they pass.
 */
export function passwordShapeProblem(password: string): PasswordProblem | null {
  const characters = Array.from(password);
  if (characters.length < STAFF_ACCOUNT_RULES.passwordMinLength) return 'too_short';
  if (password.length > STAFF_ACCOUNT_RULES.passwordMaxLength) return 'too_long';
  if (BLANK.test(password)) return 'blank';
  for (let group = 1; group <= REPEATED_GROUP_MAX; group += 1) {
    if (characters.every((character, at) => character === characters[at % group])) {
      return 'repeated';
    }
  }
  return null;
}

/** What the set-password form says about a problem, in the catalog's language. */
export function passwordProblemText(
  texts: DashboardMessages['dashboard']['setPassword'],
  problem: PasswordProblem,
): string {
  const { passwordMinLength: min, passwordMaxLength: max } = STAFF_ACCOUNT_RULES;
  switch (problem) {
    case 'too_short':
      return interpolate(texts.tooShort, { min });
    case 'too_long':
      return interpolate(texts.tooLong, { max });
    case 'blank':
      return texts.blank;
    case 'repeated':
      return texts.repeated;
    case 'common':
      return texts.common;
  }
}
