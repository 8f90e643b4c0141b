import { defineSection } from '../define-section.ts';

/**
 * Texts of the method picker and the photo upload (docs/product/onboarding-flow.md steps 4 and 7, §2.8,
 * §2.9 method picker and pose upload button). The file-type and upload errors are in
 * `validation` (fileTypeInvalid, uploadFailed).
 */
export const upload = defineSection({
  en: {
    methodTitle: 'How would you like to see results?',
    methodScan: 'Scan',
    methodScanDescription: 'Take a single image and visualize on your own body',
    methodUpload: 'Upload photo',
    methodUploadDescription: 'Upload an image to visualize the procedure on',
    title: 'Upload a photo',
    subtitle: 'Match the pose in the guide for the best result.',
    poseGuide: 'Pose guide',
    poseGuideAlt: 'Outline of the pose to take: {pose}',
    poses: {
      front: 'facing the camera, arms slightly away from the body',
      back: 'back to the camera, arms slightly away from the body',
      torso: 'facing the camera, torso in view',
      head: 'looking straight at the camera',
    },
    uploadPhoto: 'Upload Photo',
    completed: 'Completed!',
    preparing: 'Preparing your photo…',
    /** The face check on a face procedure's photo (docs/product/state-machines.md#capture-flow). */
    faceChecking: 'Checking your photo…',
    faceNotFound: 'No face found in this photo. Please use a clear photo of your face.',
    faceTurned: 'Your face is turned away in this photo. Please use one where you face the camera.',
    removePhoto: 'Remove photo',
    yourPhoto: 'Your photo',
    fileTypes: 'PNG, JPEG or JPG',
    examplesTitle: 'Good photo examples',
    exampleAlt: 'Good photo example {n}',
    checklistTitle: 'Before you take your photo',
    checklist: {
      waistHigh: 'Put the camera on a waist-high surface',
      garments: 'Remove garments covering the area',
      lighting: 'Ensure good lighting',
    },
    submit: 'Upload photos',
    privacy: 'Your photo is only used to create your visualization.',
  },
  es: {
    methodTitle: '¿Cómo te gustaría ver los resultados?',
    methodScan: 'Escanear',
    methodScanDescription: 'Toma una sola imagen y visualiza el resultado en tu propio cuerpo',
    methodUpload: 'Subir foto',
    methodUploadDescription: 'Sube una imagen para visualizar el procedimiento',
    title: 'Sube una foto',
    subtitle: 'Imita la pose de la guía para obtener el mejor resultado.',
    poseGuide: 'Guía de pose',
    poseGuideAlt: 'Contorno de la pose a tomar: {pose}',
    poses: {
      front: 'de frente a la cámara, con los brazos un poco separados del cuerpo',
      back: 'de espaldas a la cámara, con los brazos un poco separados del cuerpo',
      torso: 'de frente a la cámara, con el torso a la vista',
      head: 'mirando de frente a la cámara',
    },
    uploadPhoto: 'Subir foto',
    completed: '¡Listo!',
    preparing: 'Preparando tu foto…',
    faceChecking: 'Revisando tu foto…',
    faceNotFound:
      'No encontramos ninguna cara en esta foto. Por favor, usa una foto clara de tu cara.',
    faceTurned:
      'En esta foto tu cara está girada. Por favor, usa una en la que mires de frente a la cámara.',
    removePhoto: 'Quitar foto',
    yourPhoto: 'Tu foto',
    fileTypes: 'PNG, JPEG o JPG',
    examplesTitle: 'Ejemplos de buenas fotos',
    exampleAlt: 'Ejemplo de buena foto {n}',
    checklistTitle: 'Antes de tomar tu foto',
    checklist: {
      waistHigh: 'Coloca la cámara sobre una superficie a la altura de la cintura',
      garments: 'Quita la ropa que cubra la zona',
      lighting: 'Asegúrate de tener buena iluminación',
    },
    submit: 'Subir fotos',
    privacy: 'Tu foto solo se usa para crear tu visualización.',
  },
});
