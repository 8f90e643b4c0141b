/** The model picker shows three models per AI-supported procedure (docs/product/limits.md). */
export const SAMPLE_MODELS_PER_PROCEDURE = 3;

/**
 * A clinic's own sample models: photos of people who agreed to be shown, uploaded by an
 * owner for a procedure. The widget's model picker offers them before ours.
 */
export const CLINIC_SAMPLE_MODEL_RULES = {
  maxPerProcedure: SAMPLE_MODELS_PER_PROCEDURE,
} as const;
