import type { Migration } from 'kysely/migration';
import { clinicsKeysSessions } from './0001-clinics-keys-sessions.ts';

/** Every migration, in order; names sort as they must run. Add new ones at the end. */
export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-clinics-keys-sessions': clinicsKeysSessions,
};
