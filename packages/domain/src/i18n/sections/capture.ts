import { defineSection } from '../define-section.ts';

/**
 * Texts of the scan steps while the guided camera scan is not in this build
 * (SPEC.md §2.2 steps 5 and 6): the screens say so plainly and offer the upload.
 */
export const capture = defineSection({
  en: {
    instructionsTitle: 'Scan Instructions',
    scanTitle: 'Scan',
    unavailable: 'The guided camera scan is not available yet.',
    unavailableHint: 'You can upload a photo instead and see your visualization right away.',
    useUpload: 'Upload a photo instead',
  },
  es: {
    instructionsTitle: 'Instrucciones de escaneo',
    scanTitle: 'Escanear',
    unavailable: 'El escaneo guiado con la cámara aún no está disponible.',
    unavailableHint: 'Puedes subir una foto en su lugar y ver tu visualización de inmediato.',
    useUpload: 'Subir una foto en su lugar',
  },
});
