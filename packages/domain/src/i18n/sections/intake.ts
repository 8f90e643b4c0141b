import { defineSection } from '../define-section.ts';

/** Option labels of the patient-coordinator intake (docs/product/state-machines.md#chat-flows, limits.md). */
export const intake = defineSection({
  en: {
    health: {
      DIABETES: 'I have diabetes',
      BLOOD_CLOTS: 'I have a history of blood clots',
      CANCER: 'I have cancer',
      ORGAN_TRANSPLANT: 'I have an organ transplant',
      HEART_DISEASE: 'I have heart disease',
      NONE: 'None of the above',
    },
    timing: {
      ASAP: 'ASAP',
      WITHIN_3_MONTHS: 'Within the next 3 months',
      IN_3_TO_6_MONTHS: 'In 3-6 months',
      IN_6_TO_12_MONTHS: 'In 6-12 months',
      NOT_SURE: 'Not sure yet',
    },
    procedureArea: {
      BODY: 'Body',
      BREAST: 'Breast',
      FACE: 'Face',
      HAIR: 'Hair',
      VAGINAL: 'Vaginal',
    },
  },
  es: {
    health: {
      DIABETES: 'Tengo diabetes',
      BLOOD_CLOTS: 'Tengo antecedentes de coágulos sanguíneos',
      CANCER: 'Tengo cáncer',
      ORGAN_TRANSPLANT: 'Tengo un trasplante de órgano',
      HEART_DISEASE: 'Tengo una enfermedad cardíaca',
      NONE: 'Ninguna de las anteriores',
    },
    timing: {
      ASAP: 'Lo antes posible',
      WITHIN_3_MONTHS: 'En los próximos 3 meses',
      IN_3_TO_6_MONTHS: 'En 3-6 meses',
      IN_6_TO_12_MONTHS: 'En 6-12 meses',
      NOT_SURE: 'Aún no lo sé',
    },
    procedureArea: {
      BODY: 'Cuerpo',
      BREAST: 'Senos',
      FACE: 'Rostro',
      HAIR: 'Cabello',
      VAGINAL: 'Vaginal',
    },
  },
});
