import { defineSection } from '../define-section.ts';

/**
 * Texts of the tier-1 area screen and its body-area selector (docs/product/onboarding-flow.md step 1,
 * §2.9 body-area selector); en is the spec's exact wording where the spec gives one.
 * `regions` is keyed by BodyArea, so every area has a label in both languages.
 */
export const area = defineSection({
  en: {
    title: 'Pick a region to visualize',
    aiAvailable: 'AI is available for this body part',
    aiUnavailable: 'AI is not available for this body part',
    front: 'Front',
    back: 'Back',
    figureLabel: '{side} view of the body',
    selectedAreas: 'Selected areas',
    removeArea: 'Remove {area}',
    nothingOffered: '{clinic} offers no procedure for {area}. Please pick another area.',
    regions: {
      ARMS: 'Arms',
      LEGS: 'Legs',
      BACK: 'Back',
      BUTT: 'Butt',
      HEAD: 'Head',
      FACE: 'Face',
      BREAST: 'Breast',
      TORSO: 'Torso',
      VAGINAL: 'Vaginal',
    },
  },
  es: {
    title: 'Elige una zona para visualizar',
    aiAvailable: 'IA disponible para esta zona del cuerpo',
    aiUnavailable: 'IA no disponible para esta zona del cuerpo',
    front: 'Frente',
    back: 'Espalda',
    figureLabel: 'Vista del cuerpo: {side}',
    selectedAreas: 'Zonas seleccionadas',
    removeArea: 'Quitar {area}',
    nothingOffered: '{clinic} no ofrece procedimientos para {area}. Elige otra zona.',
    regions: {
      ARMS: 'Brazos',
      LEGS: 'Piernas',
      BACK: 'Espalda',
      BUTT: 'Glúteos',
      HEAD: 'Cabeza',
      FACE: 'Rostro',
      BREAST: 'Senos',
      TORSO: 'Torso',
      VAGINAL: 'Zona vaginal',
    },
  },
});
