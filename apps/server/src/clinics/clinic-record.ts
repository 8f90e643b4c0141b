import { PROCEDURES, type Procedure } from '@afterlook/domain';
import type { ClinicsTable } from '../db/schema.ts';

/** A clinic as services see it: lists decoded from their JSON columns. */
export interface ClinicRecord {
  readonly id: string;
  readonly name: string;
  readonly website_url: string | null;
  readonly logo_url: string | null;
  readonly theme_color: string;
  readonly font_family: string | null;
  readonly procedures: Procedure[];
  readonly allowed_origins: string[];
  readonly booking_url: string | null;
  readonly mixpanel_token: string | null;
  readonly created_at: string;
  readonly updated_at: string;
}

const parseList = (json: string): unknown[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value : [];
};

export function toClinicRecord(row: ClinicsTable): ClinicRecord {
  return {
    ...row,
    // Keep the catalog's order; drop values a newer catalog may have retired.
    procedures: PROCEDURES.filter((p) => parseList(row.procedures).includes(p)),
    allowed_origins: parseList(row.allowed_origins).filter(
      (o): o is string => typeof o === 'string',
    ),
  };
}
