/**
 * An email field that takes internationalised addresses (`dueña@clínica.cl`): a text
 * input with the email keyboard. A `type="email"` input refuses a non-ASCII local part
 * before the server's rule (packages/domain isEmailAddress) is asked, and may rewrite
 * the domain.
 */
export const EMAIL_INPUT = {
  type: 'text',
  inputMode: 'email',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
} as const;
