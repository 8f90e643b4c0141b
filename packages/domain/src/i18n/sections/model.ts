import { defineSection } from '../define-section.ts';

/**
 * Texts of the sample-model picker (docs/product/onboarding-flow.md step 3, §2.3, §2.8, §2.9 image picker
 * grid); the tier-1 title is `procedure.visualizeTitle`. {a} is the article that fits
 * the procedure name (a/an, un/una).
 */
export const model = defineSection({
  en: {
    gridLabel: 'Sample models',
    modelAlt: 'Sample model {n} for {procedure}',
    uploadOwn: 'Upload your own',
    uploadOwnHint: 'Use a photo of yourself',
    loadFailed: "We couldn't load the sample models.",
    noneAvailable:
      'There are no sample models for this procedure yet. Upload your own photo instead.',
    singleProcedureText:
      'Choose a model below or upload your own photo to visualize {a} {procedure}',
  },
  es: {
    gridLabel: 'Modelos de ejemplo',
    modelAlt: 'Modelo de ejemplo {n} para {procedure}',
    uploadOwn: 'Sube tu propia foto',
    uploadOwnHint: 'Usa una foto tuya',
    loadFailed: 'No pudimos cargar los modelos de ejemplo.',
    noneAvailable:
      'Aún no hay modelos de ejemplo para este procedimiento. Sube una foto tuya en su lugar.',
    singleProcedureText: 'Elige un modelo o sube tu propia foto para visualizar {a} {procedure}',
  },
});
