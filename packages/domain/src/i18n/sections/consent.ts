import { defineSection } from '../define-section.ts';

/**
 * The consent line before upload and scan (consent.ts, CONSENT_VERSION): what happens
 * to the photo, who receives it, and a link to the privacy policy.
 */
export const consent = defineSection({
  en: {
    line: 'By continuing, you agree that your photo is used to create this simulation and that {clinic} may receive it with the details you leave.',
    privacyLink: 'Privacy policy',
  },
  es: {
    line: 'Al continuar, aceptas que tu foto se use para crear esta simulación y que {clinic} la reciba junto con los datos que dejes.',
    privacyLink: 'Política de privacidad',
  },
});
