import { defineSection } from '../define-section.ts';

/**
 * Texts of the simulation view (SPEC.md §2.2 step 8, §2.9 result screen and sliders,
 * §4.2). Errors of the result are in `errors` (notSupportedByAi, sessionExpired,
 * afterImagesFailed, unexpectedError); metadata.reason is shown as the server wrote it.
 */
export const result = defineSection({
  en: {
    title: 'Post Op Visualization',
    tryAnotherModel: 'Try on another model',
    waiting: 'Creating your visualization…',
    before: 'Before',
    after: 'After',
    beforeAlt: 'Before: the photo you chose',
    afterAlt: 'After: simulated result of {a} {procedure}',
    compareLabel: 'Before and after comparison',
    dividerLabel: 'Before and after divider',
    dividerValue: '{percent}% of the after image shown',
    adjust: {
      implantSize: 'Adjust the implant size',
      lift: 'Adjust amount of lift',
      bbl: 'Adjust BBL amount',
      result: 'Adjust the result',
    },
    implantSize: '{cc} cc',
    level: '{n} of {count}',
    timedOut: 'Your visualization is taking longer than expected. Please try again.',
    retry: 'Try again',
    locked: 'Enter your details to see your visualization.',
    enterDetails: 'Enter details',
    done: 'Done',
    disclaimer:
      'This picture is an illustration made by a computer, not a promise of results. Your own result may differ.',
  },
  es: {
    title: 'Visualización postoperatoria',
    tryAnotherModel: 'Probar con otro modelo',
    waiting: 'Creando tu visualización…',
    before: 'Antes',
    after: 'Después',
    beforeAlt: 'Antes: la foto que elegiste',
    afterAlt: 'Después: resultado simulado de {a} {procedure}',
    compareLabel: 'Comparación de antes y después',
    dividerLabel: 'Divisor de antes y después',
    dividerValue: 'Se muestra el {percent}% de la imagen del después',
    adjust: {
      implantSize: 'Ajusta el tamaño del implante',
      lift: 'Ajusta el nivel de levantamiento',
      bbl: 'Ajusta el volumen del BBL',
      result: 'Ajusta el resultado',
    },
    implantSize: '{cc} cc',
    level: '{n} de {count}',
    timedOut: 'Tu visualización está tardando más de lo esperado. Por favor, inténtalo de nuevo.',
    retry: 'Reintentar',
    locked: 'Ingresa tus datos para ver tu visualización.',
    enterDetails: 'Ingresar datos',
    done: 'Listo',
    disclaimer:
      'Esta imagen es una ilustración hecha por computadora, no una promesa de resultados. Tu resultado puede ser diferente.',
  },
});
