/**
 * Table types of the database, the same on SQLite and PostgreSQL.
 * Timestamps are ISO-8601 UTC text (`Date.toISOString()`), which sorts and compares
 * correctly as text in both; lists are JSON text.
 */
export interface ClinicsTable {
  id: string;
  name: string;
  website_url: string | null;
  logo_url: string | null;
  theme_color: string;
  font_family: string | null;
  /** JSON array of Procedure values the clinic offers. */
  procedures: string;
  /** JSON array of origins allowed to embed the widget; empty = any. */
  allowed_origins: string;
  created_at: string;
  updated_at: string;
}

export interface SdkKeysTable {
  id: string;
  clinic_id: string;
  /** SHA-256 hex of the key; the key itself is shown once and never stored. */
  key_hash: string;
  /** Last 4 characters, so staff can tell keys apart. */
  key_hint: string;
  created_at: string;
  revoked_at: string | null;
}

export interface SessionsTable {
  id: string;
  clinic_id: string;
  sdk_key_id: string;
  /** SHA-256 hex of the access token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
}

export interface Database {
  clinics: ClinicsTable;
  sdk_keys: SdkKeysTable;
  sessions: SessionsTable;
}
