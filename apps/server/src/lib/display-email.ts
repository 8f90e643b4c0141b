import { domainToUnicode } from 'node:url';

/**
 * A stored address as a person reads it: staff emails are kept with their domain in
 * ASCII form (`emailKey`), so `dueña@xn--clnica-4va.cl` is shown as `dueña@clínica.cl`.
 */
export function displayEmail(stored: string): string {
  const at = stored.lastIndexOf('@');
  if (at < 0) return stored;
  const domain = domainToUnicode(stored.slice(at + 1));
  return domain === '' ? stored : `${stored.slice(0, at)}@${domain}`;
}
