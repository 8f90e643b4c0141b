import { defineSection } from '../define-section.ts';

/**
 * Patient-facing texts of the error catalogue (docs/product/errors.md); en is the spec's
 * exact wording. The area and procedure screens' own errors live in their
 * sections, 'Incorrect form name' and 'Check your Clinic SDK Key' in `shell`,
 * 'Invalid number of presigned urls' and 'Failed to upload image.' in `validation`.
 */
export const errors = defineSection({
  en: {
    submitFailed: 'Failed to submit form. Please try again.',
    chatbotSubmitFailed: 'There was an issue submitting the form. Please try again later.',
    sessionExpired: 'Session has expired. Page will refresh in 3 seconds.',
    afterImagesFailed: 'Error fetching after image urls',
    unexpectedError: 'An unexpected error occurred',
    chatFailed: 'Sorry, something went wrong.',
    noProcedureSelected: 'No procedure selected',
    procedureMissingInUrl: 'Please pass in a procedure in the url.',
    adFlowProcedureMissing:
      'Please pass in a procedure in the URL, e.g. ?procedure=BBL, ?procedure=BREAST_AUGMENTATION, ...',
    invalidProcedure:
      'Invalid procedure, please check the documentation for a list of valid procedures',
    unsupportedProcedure: 'Your procedure is not supported yet or you passed in an invalid input.',
    mustHaveSession: 'Must have a session',
    chunkLoadFailed: 'Loading chunk failed',
    notSupportedByAi: '{procedure} is not supported by AI.',
    visualizationByEmail: 'Your visualization will be emailed to you within {hours} hours.',
  },
  es: {
    submitFailed: 'No se pudo enviar el formulario. Por favor, inténtalo de nuevo.',
    chatbotSubmitFailed:
      'Hubo un problema al enviar el formulario. Por favor, inténtalo de nuevo más tarde.',
    sessionExpired: 'La sesión ha expirado. La página se actualizará en 3 segundos.',
    afterImagesFailed: 'Error al obtener las URL de las imágenes del después',
    unexpectedError: 'Ocurrió un error inesperado',
    chatFailed: 'Lo sentimos, algo salió mal.',
    noProcedureSelected: 'Ningún procedimiento seleccionado',
    procedureMissingInUrl: 'Por favor, indica un procedimiento en la URL.',
    adFlowProcedureMissing:
      'Por favor, indica un procedimiento en la URL, p. ej. ?procedure=BBL, ?procedure=BREAST_AUGMENTATION, ...',
    invalidProcedure:
      'Procedimiento no válido, consulta la documentación para ver la lista de procedimientos válidos',
    unsupportedProcedure: 'Tu procedimiento aún no es compatible o ingresaste un valor no válido.',
    mustHaveSession: 'Se requiere una sesión',
    chunkLoadFailed: 'Error al cargar un fragmento de la aplicación',
    notSupportedByAi: '{procedure} no es compatible con la IA.',
    visualizationByEmail:
      'Te enviaremos tu visualización por correo electrónico en un plazo de {hours} horas.',
  },
});
