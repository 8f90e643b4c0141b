import { LEAD_LIMITS } from '../constants.ts';

/**
 * An email address as the lead API accepts it (zod's default email rule, kept here so
 * the widget and the server agree): no leading dot or double dots, a dotted domain.
 */
export const EMAIL_PATTERN =
  /^(?!\.)(?!.*\.\.)([A-Za-z0-9_'+\-.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/;

export const isLeadEmail = (email: string): boolean =>
  email.length <= LEAD_LIMITS.emailMaxLength && EMAIL_PATTERN.test(email);
