import { defineSection } from '../define-section.ts';

/**
 * Why a photo can't be used, keyed by the vision package's VisionReason codes:
 * shown to the patient after an upload, so plain words and a way forward.
 */
export const vision = defineSection({
  en: {
    no_person: "We couldn't find a person in this photo. Please try another one.",
    person_too_small: "You're too far away in this photo. Please move closer to the camera.",
    body_not_in_frame:
      'Please step back so your body is in the photo from your shoulders to your knees.',
    torso_not_in_frame: 'Please make sure your shoulders and hips are both in the photo.',
    turn_to_face_camera: 'Please face the camera.',
    turn_your_back: 'Please turn your back to the camera.',
    face_not_found: "We couldn't find a face in this photo. Please use a clear photo of your face.",
  },
  es: {
    no_person: 'No encontramos a ninguna persona en esta foto. Por favor, prueba con otra.',
    person_too_small: 'Te vemos muy lejos en esta foto. Por favor, acércate a la cámara.',
    body_not_in_frame:
      'Por favor, aléjate un poco para que tu cuerpo salga en la foto de los hombros a las rodillas.',
    torso_not_in_frame: 'Por favor, asegúrate de que tus hombros y tus caderas salgan en la foto.',
    turn_to_face_camera: 'Por favor, mira hacia la cámara.',
    turn_your_back: 'Por favor, ponte de espaldas a la cámara.',
    face_not_found:
      'No encontramos una cara en esta foto. Por favor, usa una foto clara de tu cara.',
  },
});
