import { type PasswordProblem, passwordShapeProblem } from '@afterlook/domain';
import { dictionary } from '@zxcvbn-ts/language-common';

// 49k passwords most often found in breaches (zxcvbn's list), lower case, held once.
let commonPasswords: ReadonlySet<string> | undefined;
const isCommon = (candidate: string): boolean => {
  commonPasswords ??= new Set(dictionary['passwords-common']);
  return commonPasswords.has(candidate);
};

/** Digits, punctuation, symbols and spaces around a word: "Password2024!" is "password". */
const DECORATION = /^[\d\p{P}\p{S}\s]+|[\d\p{P}\p{S}\s]+$/gu;
/** A word shorter than this left after the decoration is not taken for a common password. */
const MIN_STEM_LENGTH = 4;

/**
 * What the account rules say against a new password, checked where it is set: the
 * domain's shape rules, then the common list, as typed and with its decoration removed
 * (ignoring case).
 */
export function newPasswordProblem(password: string): PasswordProblem | null {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  const lower = password.toLowerCase().trim();
  const stem = lower.replace(DECORATION, '');
  if (isCommon(lower) || (stem.length >= MIN_STEM_LENGTH && isCommon(stem))) return 'common';
  return null;
}
