import type { PatientRecord } from '@afterlook/api';
import { emailKey } from '@afterlook/domain';
import type { FieldCipher } from '../../ports/field-cipher.ts';

/**
 * Search over sealed contact details: each lead leaves keyed hashes (blind index) of
 * every 2+ letter start of each name word, of every 4+ digit end of its phone, and of
 * its email. A search hashes what staff type the same way and looks the hashes up, so
 * neither the database nor its backups hold a searchable name or phone.
 */
const MIN_PREFIX = 2;
const MAX_PREFIX = 24;
const MIN_PHONE_DIGITS = 4;

const words = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);

const nameToken = (cipher: FieldCipher, prefix: string) =>
  cipher.index(`search:name:${prefix.slice(0, MAX_PREFIX)}`);
const phoneToken = (cipher: FieldCipher, digits: string) => cipher.index(`search:phone:${digits}`);
const emailToken = (cipher: FieldCipher, email: string) =>
  cipher.index(`search:email:${emailKey(email)}`);

type Contact = Pick<PatientRecord, 'first_name' | 'last_name' | 'phone' | 'email'>;

/** The tokens a lead is found by. */
export function leadSearchTokens(cipher: FieldCipher, contact: Contact): string[] {
  const tokens = new Set<string>();
  for (const word of words(`${contact.first_name} ${contact.last_name}`)) {
    for (let end = MIN_PREFIX; end <= Math.min(word.length, MAX_PREFIX); end += 1) {
      tokens.add(nameToken(cipher, word.slice(0, end)));
    }
  }
  const digits = (contact.phone ?? '').replace(/\D/g, '');
  for (let start = 0; start <= digits.length - MIN_PHONE_DIGITS; start += 1) {
    tokens.add(phoneToken(cipher, digits.slice(start)));
  }
  if (contact.email) tokens.add(emailToken(cipher, contact.email));
  return [...tokens];
}

/**
 * What a lead must match for what staff typed: every entry, by one of its tokens. An
 * email exactly; a phone by its last 4+ digits, which are digits as typed ("0142" is a
 * suffix like any other, never the number 142), or by those digits with their leading
 * zeros dropped (a national trunk or international prefix before the stored E.164
 * digits: "0412 345 678", "00 56 9 …"); else each word as a name start. Null when nothing
 * searchable was typed (a single letter, three digits).
 */
export function queryTokens(cipher: FieldCipher, typed: string): string[][] | null {
  const query = typed.trim();
  if (query.includes('@')) return [[emailToken(cipher, query)]];
  if (/^[+\d\s().-]+$/.test(query)) {
    const digits = query.replace(/\D/g, '');
    const endings = [...new Set([digits, digits.replace(/^0+/, '')])].filter(
      (ending) => ending.length >= MIN_PHONE_DIGITS,
    );
    return endings.length === 0 ? null : [endings.map((ending) => phoneToken(cipher, ending))];
  }
  const starts = words(query).filter((word) => word.length >= MIN_PREFIX);
  return starts.length === 0 ? null : [...new Set(starts)].map((word) => [nameToken(cipher, word)]);
}
