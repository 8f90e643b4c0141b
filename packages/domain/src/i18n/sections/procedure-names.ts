import { procedureDisplayNames, SHORT_PROCEDURE_NAMES } from '../../procedure-names.ts';
import { defineSection } from '../define-section.ts';

/** Procedure display names for i18next (`procedureNames.full.BBL`), built from procedure-names.ts. */
export const procedureNames = defineSection({
  en: { full: procedureDisplayNames('en'), short: SHORT_PROCEDURE_NAMES.en },
  es: { full: procedureDisplayNames('es'), short: SHORT_PROCEDURE_NAMES.es },
});
