/**
 * The images rows that are a clinic's own sample models: usable by every session of the
 * clinic (no session owns them), never a patient's, so neither retention nor a lead's
 * deletion erases them; only the clinic's owners do.
 */
export const CLINIC_SAMPLE_MODEL_SOURCE = 'sample_model';
