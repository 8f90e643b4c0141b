import { defineSection } from '../define-section.ts';
import { pose } from './pose.ts';

/**
 * Every spoken prompt of the guided body scan (docs/product/state-machines.md#capture-flow, api.md#assets-and-window-messages), keyed by prompt id.
 * tools/voice renders each one to assets/voice/<lang>/<prompt-id>.mp3 from exactly
 * these texts and records a hash of each, so audio and text cannot drift. Pose
 * instructions and hints are the `pose` section's sentences, not copies of them.
 */
const prompts = (texts: typeof pose.es) =>
  ({
    poseFront: texts.views.BODY_FRONT,
    poseTurnLeft45: texts.views.BODY_LEFT_45,
    poseTurnLeft90: texts.views.BODY_LEFT,
    poseTurnRight45: texts.views.BODY_RIGHT_45,
    poseTurnRight90: texts.views.BODY_RIGHT,
    poseBack: texts.views.BODY_BACK,
    poseHeadFront: texts.views.HEAD_FRONT,
    poseHeadLeft45: texts.views.HEAD_LEFT_45,
    poseHeadLeft90: texts.views.HEAD_LEFT,
    poseHeadRight45: texts.views.HEAD_RIGHT_45,
    poseHeadRight90: texts.views.HEAD_RIGHT,
    hintNoPerson: texts.issues.no_person,
    hintStepBack: texts.issues.step_back,
    hintComeCloser: texts.issues.come_closer,
    hintCenterYourself: texts.issues.center_yourself,
    hintFaceCamera: texts.issues.face_camera,
    hintStandStraight: texts.issues.stand_straight,
    hintArmsAway: texts.issues.arms_away,
    hintHeadFaceCamera: texts.issues.head_face_camera,
    hintHeadStraight: texts.issues.head_straight,
  }) as const;

export const scan = defineSection({
  en: {
    prompts: {
      placeDevice:
        'Stand your phone upright on a waist-high table, facing you. Then step back until the line turns green.',
      ...prompts(pose.en),
      /** The face check found no face in a head view (a turned face gets hintHeadFaceCamera). */
      hintNoFace: 'No face found. Look straight at the camera.',
      perfectStayStill: 'Perfect, stay still.',
      countdown3: 'Three',
      countdown2: 'Two',
      countdown1: 'One',
      done: 'Done! Your scan is complete.',
    },
  },
  es: {
    prompts: {
      placeDevice:
        'Coloca tu teléfono de pie sobre una mesa a la altura de la cintura, mirando hacia ti. Luego retrocede hasta que la línea se ponga verde.',
      ...prompts(pose.es),
      hintNoFace: 'No encontramos tu cara. Mira de frente a la cámara.',
      perfectStayStill: 'Perfecto, no te muevas.',
      countdown3: 'Tres',
      countdown2: 'Dos',
      countdown1: 'Uno',
      done: '¡Listo! Tu escaneo está completo.',
    },
  },
});
