import { defineSection } from '../define-section.ts';

/**
 * Why a simulation has no result, as the result screen shows it (metadata.reason).
 * Keys are the stable reason codes of the simulation engine and the job runner;
 * the photo-quality reasons of the vision step live in the `vision` section.
 */
export const simulationResult = defineSection({
  en: {
    procedure_not_supported: 'This procedure cannot be simulated yet.',
    view_not_supported: 'This procedure cannot be simulated on a photo taken from this angle.',
    image_invalid: 'This photo could not be used. Please try another one.',
    landmarks_missing:
      'We could not find a person in this photo. Please upload a photo showing your body.',
    mask_missing: 'We could not separate you from the background. Try a plain, bright background.',
    subject_too_small: 'You appear too small in this photo. Please step closer to the camera.',
    subject_out_of_frame:
      'The area to simulate is not fully in the photo. Please step back so it is in view.',
    pose_not_supported: 'Please face the camera as shown in the pose guide and try again.',
    body_outline_not_found:
      'We could not see the outline of your body. Try fitted clothing and a plain background.',
    image_missing: 'This photo is no longer available. Please upload it again.',
    processing_failed: 'Something went wrong while creating your visualization. Please try again.',
  },
  es: {
    procedure_not_supported: 'Este procedimiento aún no se puede simular.',
    view_not_supported:
      'Este procedimiento no se puede simular en una foto tomada desde este ángulo.',
    image_invalid: 'No se pudo usar esta foto. Por favor, prueba con otra.',
    landmarks_missing:
      'No encontramos a una persona en esta foto. Por favor, sube una foto que muestre tu cuerpo.',
    mask_missing: 'No pudimos separarte del fondo. Prueba con un fondo liso y bien iluminado.',
    subject_too_small: 'Apareces muy pequeño en esta foto. Por favor, acércate a la cámara.',
    subject_out_of_frame:
      'La zona a simular no aparece completa en la foto. Por favor, aléjate para que se vea.',
    pose_not_supported:
      'Por favor, colócate frente a la cámara como en la guía de pose e inténtalo de nuevo.',
    body_outline_not_found:
      'No pudimos ver el contorno de tu cuerpo. Prueba con ropa ajustada y un fondo liso.',
    image_missing: 'Esta foto ya no está disponible. Por favor, súbela de nuevo.',
    processing_failed: 'Algo salió mal al crear tu visualización. Por favor, inténtalo de nuevo.',
  },
});
