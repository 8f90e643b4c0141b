import { defineSection } from '../define-section.ts';

/**
 * Texts of the guided camera scan's screens (docs/product/scan-flow.md, scan-flow.md#all-poses-scan, shared-screens.md, state-machines.md#capture-flow): the
 * instruction carousel, camera access, the scan itself, its review and its fallback
 * view, and the capture-integration flow around it. Spoken prompts (also shown as the
 * scan's instruction text) are in `scan.prompts`; pose hints in `pose`.
 */
export const scanScreens = defineSection({
  en: {
    instructions: {
      title: 'Scan Instructions',
      slides: {
        sound: {
          title: 'Volume on',
          body: 'Turn your volume on to hear the instructions.',
        },
        setup: {
          title: 'Set up your camera',
          body: 'Put the camera on a waist-high surface. Find a bright space and an empty background. Use a phone camera for better results.',
        },
        prepare: {
          title: 'Prepare yourself',
          body: 'Uncover the area of interest. Find a bright space and face a light source.',
        },
      },
      previous: 'Previous tip',
      next: 'Next tip',
      slideLabel: 'Tip {index} of {count}',
      goToSlide: 'Show tip {index}',
    },
    cameraAccess: {
      title: 'Camera Access',
      body: 'Enable your camera to continue personalize visualization.',
      advice:
        'Allow camera access for this site in your browser settings, then try again. If it still does not work, try another device or browser.',
      retry: 'Try again',
    },
    scan: {
      title: 'Scan',
      soundOn: 'Sound On',
      downloadingModel: 'Downloading AI Model.',
      downloadProgress: '{percent}%',
      startingCamera: 'Starting the camera…',
      levelLabel: 'Device level',
      levelOk: 'Your device is level.',
      poseValid: 'Pose looks good',
      poseInvalid: 'Adjust your pose',
      countdownLabel: 'Photo in {seconds}',
      preview: 'Camera preview',
    },
    review: {
      title: 'Your scan',
      retake: 'Retake {view}',
      continue: 'Continue',
    },
    failure: {
      title: 'The scan could not start',
      camera:
        'We could not use your camera. Another app may be using it, or this device has none that fits.',
      model:
        'The AI model that guides the scan could not be loaded. Check your connection and try again.',
      retry: 'Try again',
      useUpload: 'Upload a photo instead',
    },
    views: {
      HEAD_RIGHT: 'Head, right',
      HEAD_RIGHT_45: 'Head, right 45°',
      HEAD_FRONT: 'Head, front',
      HEAD_LEFT_45: 'Head, left 45°',
      HEAD_LEFT: 'Head, left',
      BODY_RIGHT: 'Body, right',
      BODY_RIGHT_45: 'Body, right 45°',
      BODY_FRONT: 'Body, front',
      BODY_LEFT_45: 'Body, left 45°',
      BODY_LEFT: 'Body, left',
      BODY_BACK: 'Body, back',
      TORSO_RIGHT: 'Torso, right',
      TORSO_RIGHT_45: 'Torso, right 45°',
      TORSO_FRONT: 'Torso, front',
      TORSO_LEFT_45: 'Torso, left 45°',
      TORSO_LEFT: 'Torso, left',
    },
    capture: {
      previewTitle: 'See what is possible',
      previewAlt: 'Before and after preview of a {procedure}',
      language: 'Language',
      english: 'English',
      spanish: 'Spanish',
      continue: 'Continue',
      resultTitle: 'Instant Before / After',
      done: 'Done',
      comingSoonTitle: 'Visualization coming soon',
      comingSoonBody: 'Your visualization will be emailed to you within {hours} hours.',
      tryInstant: 'Try a procedure with instant visualization',
      continueToQuote: 'Continue to my quote',
      guideLink: 'Integration guide',
      sending: 'Sending your scan…',
    },
  },
  es: {
    instructions: {
      title: 'Instrucciones de escaneo',
      slides: {
        sound: {
          title: 'Sube el volumen',
          body: 'Sube el volumen para escuchar las instrucciones.',
        },
        setup: {
          title: 'Prepara tu cámara',
          body: 'Coloca la cámara sobre una superficie a la altura de la cintura. Busca un lugar iluminado y un fondo despejado. Usa la cámara de un teléfono para mejores resultados.',
        },
        prepare: {
          title: 'Prepárate',
          body: 'Descubre la zona de interés. Busca un lugar iluminado y colócate frente a una fuente de luz.',
        },
      },
      previous: 'Consejo anterior',
      next: 'Consejo siguiente',
      slideLabel: 'Consejo {index} de {count}',
      goToSlide: 'Mostrar consejo {index}',
    },
    cameraAccess: {
      title: 'Acceso a la cámara',
      body: 'Activa tu cámara para continuar con la visualización personalizada.',
      advice:
        'Permite el acceso a la cámara para este sitio en la configuración de tu navegador y vuelve a intentarlo. Si aún no funciona, prueba con otro dispositivo o navegador.',
      retry: 'Intentar de nuevo',
    },
    scan: {
      title: 'Escanear',
      soundOn: 'Sonido activado',
      downloadingModel: 'Descargando el modelo de IA.',
      downloadProgress: '{percent}%',
      startingCamera: 'Iniciando la cámara…',
      levelLabel: 'Nivel del dispositivo',
      levelOk: 'Tu dispositivo está nivelado.',
      poseValid: 'La postura se ve bien',
      poseInvalid: 'Ajusta tu postura',
      countdownLabel: 'Foto en {seconds}',
      preview: 'Vista previa de la cámara',
    },
    review: {
      title: 'Tu escaneo',
      retake: 'Repetir {view}',
      continue: 'Continuar',
    },
    failure: {
      title: 'No se pudo iniciar el escaneo',
      camera:
        'No pudimos usar tu cámara. Puede que otra aplicación la esté usando o que este dispositivo no tenga una adecuada.',
      model:
        'No se pudo cargar el modelo de IA que guía el escaneo. Revisa tu conexión y vuelve a intentarlo.',
      retry: 'Intentar de nuevo',
      useUpload: 'Subir una foto en su lugar',
    },
    views: {
      HEAD_RIGHT: 'Cabeza, derecha',
      HEAD_RIGHT_45: 'Cabeza, derecha 45°',
      HEAD_FRONT: 'Cabeza, frente',
      HEAD_LEFT_45: 'Cabeza, izquierda 45°',
      HEAD_LEFT: 'Cabeza, izquierda',
      BODY_RIGHT: 'Cuerpo, derecha',
      BODY_RIGHT_45: 'Cuerpo, derecha 45°',
      BODY_FRONT: 'Cuerpo, frente',
      BODY_LEFT_45: 'Cuerpo, izquierda 45°',
      BODY_LEFT: 'Cuerpo, izquierda',
      BODY_BACK: 'Cuerpo, espalda',
      TORSO_RIGHT: 'Torso, derecha',
      TORSO_RIGHT_45: 'Torso, derecha 45°',
      TORSO_FRONT: 'Torso, frente',
      TORSO_LEFT_45: 'Torso, izquierda 45°',
      TORSO_LEFT: 'Torso, izquierda',
    },
    capture: {
      previewTitle: 'Mira lo que es posible',
      previewAlt: 'Vista previa de antes y después de {procedure}',
      language: 'Idioma',
      english: 'Inglés',
      spanish: 'Español',
      continue: 'Continuar',
      resultTitle: 'Antes y después al instante',
      done: 'Listo',
      comingSoonTitle: 'Visualización próximamente',
      comingSoonBody:
        'Tu visualización se te enviará por correo electrónico en un plazo de {hours} horas.',
      tryInstant: 'Prueba un procedimiento con visualización instantánea',
      continueToQuote: 'Continuar a mi cotización',
      guideLink: 'Guía de integración',
      sending: 'Enviando tu escaneo…',
    },
  },
});
