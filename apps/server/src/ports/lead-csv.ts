/**
 * A lead as the CSV export reads it from the database: its columns as stored, the
 * contact details still sealed, and its own key as its key row holds it.
 */
export interface StoredLeadForCsv {
  readonly id: string;
  readonly patient_uuid: string;
  readonly created_at: string;
  readonly status: string;
  readonly procedure: string | null;
  readonly form_name: string;
  readonly form_user_id: string;
  readonly image_source: string | null;
  readonly patient_record: string;
  /** Sealed by the data key; null for a lead stored before leads had keys of their own. */
  readonly key_sealed: string | null;
}

/**
 * Opens leads and writes them as CSV lines on worker threads: unwrapping each lead's
 * key and opening its contact details is CPU work a large export must not do on the
 * event loop.
 */
export interface LeadCsvWriter {
  /** These leads' CSV lines, in their order (no header). */
  write(leads: readonly StoredLeadForCsv[]): Promise<string>;
}
