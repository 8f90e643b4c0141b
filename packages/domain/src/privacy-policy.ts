import { RETENTION_DEFAULT_DAYS } from './consent.ts';
import type { Language } from './enums.ts';

/** One heading of the policy and its paragraphs. */
export interface PolicySection {
  readonly heading: string;
  readonly paragraphs: readonly string[];
}

export interface PrivacyPolicy {
  readonly title: string;
  readonly intro: string;
  readonly sections: readonly PolicySection[];
}

const { unattachedImages, leads } = RETENTION_DEFAULT_DAYS;

/**
 * The privacy policy served at /privacy (consent.ts PRIVACY_PATH), linked from the
 * widget's consent line; a clinic can link to it from its own site. It states what the
 * server does: sealed fields and photos (AES-256-GCM), the retention sweep's defaults,
 * deletion and export through the clinic, and no sharing beyond the clinic's own
 * analytics and webhook.
 */
export const PRIVACY_POLICY: Readonly<Record<Language, PrivacyPolicy>> = {
  en: {
    title: 'Privacy policy',
    intro:
      'AfterLook shows you a simulated before and after picture on a clinic’s website and passes the details you choose to leave to that clinic. The clinic decides why your details are used; we process them on its behalf.',
    sections: [
      {
        heading: 'What we collect',
        paragraphs: [
          'The photo you upload or take with the camera scan, and the simulated after pictures made from it. Location data in a photo (EXIF, GPS) is removed when it arrives.',
          'The details you leave in a form or chat: your name, phone number, and where asked, email, age, height, weight, health history, the procedures you are interested in and your messages.',
          'The procedure and body area you chose, the language, and counts of visits and simulations that name no person. Your network address is used to guess your city and to limit abuse; it is not stored with your details, and server logs keep only a shortened form of it.',
        ],
      },
      {
        heading: 'Why',
        paragraphs: [
          'To create the simulation you asked for, to let the clinic contact you about it, and to keep the service working and safe.',
          'The pictures are illustrations made by a computer, not a promise of results.',
        ],
      },
      {
        heading: 'How long we keep it',
        paragraphs: [
          `Photos that are not part of a request you sent to the clinic are deleted after ${unattachedImages} days.`,
          `Your details and the photos that belong to them are deleted after ${leads} days.`,
          'A clinic may choose shorter periods.',
        ],
      },
      {
        heading: 'How we protect it',
        paragraphs: [
          'Your contact details, answers, messages and photos are encrypted at rest (AES-256-GCM). Photos are only ever sent through addresses that expire within an hour.',
        ],
      },
      {
        heading: 'Who receives it',
        paragraphs: [
          'Only the clinic whose website you used. We do not sell your data or share it with anyone else, except the services the clinic itself has set up: its own product analytics and, if it sets one up, its own webhook.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'To see, correct or delete your details and photos, contact the clinic; it can export or delete them at once. You may also close the widget at any time before sending anything.',
        ],
      },
    ],
  },
  es: {
    title: 'Política de privacidad',
    intro:
      'AfterLook te muestra una imagen simulada del antes y el después en el sitio web de una clínica y entrega a esa clínica los datos que decidas dejar. La clínica decide para qué se usan tus datos; nosotros los tratamos en su nombre.',
    sections: [
      {
        heading: 'Qué recopilamos',
        paragraphs: [
          'La foto que subes o tomas con el escaneo de la cámara, y las imágenes simuladas del después hechas a partir de ella. Los datos de ubicación de una foto (EXIF, GPS) se eliminan al recibirla.',
          'Los datos que dejas en un formulario o chat: tu nombre, tu teléfono y, cuando se piden, correo electrónico, edad, estatura, peso, antecedentes de salud, los procedimientos que te interesan y tus mensajes.',
          'El procedimiento y la zona del cuerpo que elegiste, el idioma y conteos de visitas y simulaciones que no identifican a nadie. Tu dirección de red se usa para estimar tu ciudad y para limitar abusos; no se guarda con tus datos, y los registros del servidor solo conservan una forma abreviada.',
        ],
      },
      {
        heading: 'Para qué',
        paragraphs: [
          'Para crear la simulación que pediste, para que la clínica pueda contactarte sobre ella y para que el servicio funcione de forma segura.',
          'Las imágenes son ilustraciones hechas por computadora, no una promesa de resultados.',
        ],
      },
      {
        heading: 'Cuánto tiempo los guardamos',
        paragraphs: [
          `Las fotos que no forman parte de una solicitud que enviaste a la clínica se eliminan a los ${unattachedImages} días.`,
          `Tus datos y las fotos que les pertenecen se eliminan a los ${leads} días.`,
          'Una clínica puede elegir plazos más cortos.',
        ],
      },
      {
        heading: 'Cómo los protegemos',
        paragraphs: [
          'Tus datos de contacto, respuestas, mensajes y fotos se guardan cifrados (AES-256-GCM). Las fotos solo se envían mediante direcciones que caducan en menos de una hora.',
        ],
      },
      {
        heading: 'Quién los recibe',
        paragraphs: [
          'Solo la clínica cuyo sitio web usaste. No vendemos tus datos ni los compartimos con nadie más, salvo con los servicios que la propia clínica haya configurado: su propia analítica de producto y, si lo configura, su propio webhook.',
        ],
      },
      {
        heading: 'Tus opciones',
        paragraphs: [
          'Para ver, corregir o eliminar tus datos y fotos, contacta a la clínica; puede exportarlos o eliminarlos de inmediato. También puedes cerrar el widget en cualquier momento antes de enviar nada.',
        ],
      },
    ],
  },
};
