import { PHONE_INPUT } from '../constants.ts';

/**
 * Pure rules of the phone input (docs/product/validation.md). Formatting and the country list
 * itself come from libphonenumber-js in the widget; these are the product's rules.
 */

export const countDigits = (input: string): number => input.replace(/\D/g, '').length;

/** Typing past the digit cap is rejected: the input keeps its current value. */
export function acceptPhoneInput(
  current: string,
  proposed: string,
  maxDigits: number = PHONE_INPUT.maxDigits,
): string {
  return countDigits(proposed) <= maxDigits ? proposed : current;
}

/** One country of the picker, as far as the dial-code guess needs it. */
export interface DialCodeEntry {
  readonly iso2: string;
  /** With or without '+', e.g. '1' or '+44'. */
  readonly dialCode: string;
  /** Among countries sharing a dial code, the lowest priority is the main one (US for +1). */
  readonly priority?: number | undefined;
  /** Area codes that single out this country among those sharing its dial code. */
  readonly areaCodes?: readonly string[] | undefined;
}

const digitsOf = (text: string): string => text.replace(/\D/g, '');

/**
 * The country whose dial code is the longest prefix of the number's digits.
 * Countries sharing that code are told apart by area code, then by priority,
 * then by list order. undefined when no dial code matches.
 */
export function guessCountryByDialCode<Entry extends DialCodeEntry>(
  phone: string,
  entries: readonly Entry[],
): Entry | undefined {
  const digits = digitsOf(phone);
  if (digits === '') return undefined;
  let best: { entry: Entry; codeLength: number; rank: number } | undefined;
  for (const entry of entries) {
    const code = digitsOf(entry.dialCode);
    if (code === '' || !digits.startsWith(code)) continue;
    const rest = digits.slice(code.length);
    const byAreaCode = entry.areaCodes?.some((area) => rest.startsWith(area)) ?? false;
    // Lower rank wins: an area-code match beats any priority.
    const rank = byAreaCode ? Number.NEGATIVE_INFINITY : (entry.priority ?? 0);
    const better =
      best === undefined ||
      code.length > best.codeLength ||
      (code.length === best.codeLength && rank < best.rank);
    if (better) best = { entry, codeLength: code.length, rank };
  }
  return best?.entry;
}
