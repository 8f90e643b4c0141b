import type { FieldCipher } from '../../ports/field-cipher.ts';

/** The contact columns of a follow-up, sealed at rest like a lead's. */
export const SEALED_FOLLOW_UP_COLUMNS = ['name', 'email', 'phone'] as const;
export type SealedFollowUpColumn = (typeof SEALED_FOLLOW_UP_COLUMNS)[number];

/** A sealed value is bound to its table, column and row (reseal-dashboard-data.ts). */
const followUpContext = (column: SealedFollowUpColumn, id: string) => `follow_ups.${column}:${id}`;

export const sealFollowUpField = (
  cipher: FieldCipher,
  column: SealedFollowUpColumn,
  id: string,
  plain: string,
): string => cipher.seal(plain, followUpContext(column, id));

export const openFollowUpField = (
  cipher: FieldCipher,
  column: SealedFollowUpColumn,
  id: string,
  sealed: string,
): string => cipher.open(sealed, followUpContext(column, id));
