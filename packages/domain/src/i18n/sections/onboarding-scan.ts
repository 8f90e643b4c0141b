import { defineSection } from '../define-section.ts';

/**
 * Texts of the photo-capture integration flow (/onboarding-scan, docs/product/scan-flow.md) not
 * already in `scanScreens.capture`: the preview's caption and its play/pause button.
 */
export const onboardingScan = defineSection({
  en: {
    previewCaption: 'Sample model. After your scan you will see the result on your own photo.',
    previewLoading: 'Preparing the preview…',
    pausePreview: 'Pause the preview',
    playPreview: 'Play the preview',
  },
  es: {
    previewCaption:
      'Modelo de muestra. Después de tu escaneo verás el resultado en tu propia foto.',
    previewLoading: 'Preparando la vista previa…',
    pausePreview: 'Pausar la vista previa',
    playPreview: 'Reproducir la vista previa',
  },
});
