import { defineSection } from '../define-section.ts';

/**
 * Patient-facing texts of the guided scan's pose rules (docs/product/state-machines.md#capture-flow): the instruction
 * for each view (keyed by ViewType) and the hint for each pose issue (keyed by the
 * issue codes of @afterlook/pose). Short, spoken-style sentences: the scan speaks
 * them too (see the `scan` section). A turn hint and the view asking for that turn
 * share one sentence, so the two cannot drift apart.
 */
const en = {
  front: 'Face the camera and hold your arms slightly away from your body.',
  left45: 'Turn 45 degrees to your left.',
  left90: 'Turn 90 degrees to your left, so your side faces the camera.',
  right45: 'Turn 45 degrees to your right.',
  right90: 'Turn 90 degrees to your right, so your side faces the camera.',
  back: 'Turn around so your back faces the camera.',
  headFront: 'Look straight at the camera and keep your head level.',
  headLeft45: 'Turn your head 45 degrees to your left.',
  headLeft90: 'Turn your head 90 degrees to your left, so we see your profile.',
  headRight45: 'Turn your head 45 degrees to your right.',
  headRight90: 'Turn your head 90 degrees to your right, so we see your profile.',
} as const;

const es = {
  front: 'Mira a la cámara y separa un poco los brazos del cuerpo.',
  left45: 'Gira 45 grados hacia tu izquierda.',
  left90: 'Gira 90 grados hacia tu izquierda, para que tu costado quede frente a la cámara.',
  right45: 'Gira 45 grados hacia tu derecha.',
  right90: 'Gira 90 grados hacia tu derecha, para que tu costado quede frente a la cámara.',
  back: 'Date la vuelta para que tu espalda quede frente a la cámara.',
  headFront: 'Mira de frente a la cámara y mantén la cabeza recta.',
  headLeft45: 'Gira la cabeza 45 grados hacia tu izquierda.',
  headLeft90: 'Gira la cabeza 90 grados hacia tu izquierda, para que veamos tu perfil.',
  headRight45: 'Gira la cabeza 45 grados hacia tu derecha.',
  headRight90: 'Gira la cabeza 90 grados hacia tu derecha, para que veamos tu perfil.',
} as const satisfies Record<keyof typeof en, string>;

export const pose = defineSection({
  en: {
    views: {
      BODY_FRONT: en.front,
      BODY_LEFT_45: en.left45,
      BODY_LEFT: en.left90,
      BODY_RIGHT_45: en.right45,
      BODY_RIGHT: en.right90,
      BODY_BACK: en.back,
      TORSO_FRONT: en.front,
      TORSO_LEFT_45: en.left45,
      TORSO_LEFT: en.left90,
      TORSO_RIGHT_45: en.right45,
      TORSO_RIGHT: en.right90,
      HEAD_FRONT: en.headFront,
      HEAD_LEFT_45: en.headLeft45,
      HEAD_LEFT: en.headLeft90,
      HEAD_RIGHT_45: en.headRight45,
      HEAD_RIGHT: en.headRight90,
    },
    issues: {
      no_person: "We can't see you. Step in front of the camera.",
      step_back: 'Step back until you are fully in view.',
      come_closer: 'Come a little closer to the camera.',
      center_yourself: 'Move to the center of the picture.',
      face_camera: 'Turn to face the camera.',
      turn_left_45: en.left45,
      turn_right_45: en.right45,
      turn_left_90: en.left90,
      turn_right_90: en.right90,
      turn_around: en.back,
      stand_straight: 'Stand up straight, with your shoulders level.',
      arms_away: 'Hold your arms slightly away from your body.',
      head_face_camera: 'Turn your head to face the camera.',
      head_turn_left_45: en.headLeft45,
      head_turn_right_45: en.headRight45,
      head_turn_left_90: en.headLeft90,
      head_turn_right_90: en.headRight90,
      head_straight: 'Keep your head level.',
    },
  },
  es: {
    views: {
      BODY_FRONT: es.front,
      BODY_LEFT_45: es.left45,
      BODY_LEFT: es.left90,
      BODY_RIGHT_45: es.right45,
      BODY_RIGHT: es.right90,
      BODY_BACK: es.back,
      TORSO_FRONT: es.front,
      TORSO_LEFT_45: es.left45,
      TORSO_LEFT: es.left90,
      TORSO_RIGHT_45: es.right45,
      TORSO_RIGHT: es.right90,
      HEAD_FRONT: es.headFront,
      HEAD_LEFT_45: es.headLeft45,
      HEAD_LEFT: es.headLeft90,
      HEAD_RIGHT_45: es.headRight45,
      HEAD_RIGHT: es.headRight90,
    },
    issues: {
      no_person: 'No te vemos. Colócate frente a la cámara.',
      step_back: 'Retrocede hasta que se te vea por completo.',
      come_closer: 'Acércate un poco a la cámara.',
      center_yourself: 'Colócate en el centro de la imagen.',
      face_camera: 'Gírate para quedar de frente a la cámara.',
      turn_left_45: es.left45,
      turn_right_45: es.right45,
      turn_left_90: es.left90,
      turn_right_90: es.right90,
      turn_around: es.back,
      stand_straight: 'Mantén la espalda recta y los hombros nivelados.',
      arms_away: 'Separa un poco los brazos del cuerpo.',
      head_face_camera: 'Gira la cabeza hacia la cámara.',
      head_turn_left_45: es.headLeft45,
      head_turn_right_45: es.headRight45,
      head_turn_left_90: es.headLeft90,
      head_turn_right_90: es.headRight90,
      head_straight: 'Mantén la cabeza recta.',
    },
  },
});
