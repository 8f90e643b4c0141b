import type { Db } from '../../ports/db-schema.ts';
import { toClinicRecord } from './clinic-record.ts';

/** Every origin some clinic allows (each clinic's list, or its website's origin). */
export async function listAllowedOrigins(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('clinics').selectAll().execute();
  return [...new Set(rows.flatMap((row) => toClinicRecord(row).allowed_origins))];
}
