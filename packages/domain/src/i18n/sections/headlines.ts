import { defineSection } from '../define-section.ts';

/**
 * Advertising headlines of the ad flow by ctaCopy (docs/product/ad-flow.md). `{a}` is the
 * indefinite article that fits the procedure name (a/an, un/una).
 */
export const headlines = defineSection({
  en: {
    seeHowYouWillLook: 'See how you will look with {a} {procedure}',
    showUpPrepared: 'Show up prepared, visualize your {procedure} now',
    simulateNext: 'Simulate your next {procedure}',
    inTwoMinutes: 'Visualize your {procedure} in two minutes',
    instantly: 'Visualize your {procedure} instantly',
    forFree: 'See how {a} {procedure} will look on you for free',
    default: 'See how {a} {procedure} will look on you',
  },
  es: {
    seeHowYouWillLook: 'Mira cómo te verías con {a} {procedure}',
    showUpPrepared: 'Prepárate: visualiza tu {procedure} ahora',
    simulateNext: 'Simula tu siguiente {procedure}',
    inTwoMinutes: 'Visualiza tu {procedure} en dos minutos',
    instantly: 'Visualiza tu {procedure} al instante',
    forFree: 'Mira gratis cómo se vería {a} {procedure} en ti',
    default: 'Mira cómo se vería {a} {procedure} en ti',
  },
});
