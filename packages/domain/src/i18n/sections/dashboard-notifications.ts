import { defineSection } from '../define-section.ts';

/**
 * The dashboard's notifications page (each member's own email alerts) and the banner
 * every page shows while the clinic's webhook deliveries are failing.
 */
export const dashboardNotifications = defineSection({
  en: {
    heading: 'Notifications',
    intro: 'How new leads reach you by email: {email}.',
    mailOff:
      'Email alerts are off on this server: whoever runs it has not set SMTP_URL and SMTP_FROM. Nothing is emailed until they do; your choice below is kept.',
    mailOn: 'This server sends email alerts.',
    leadAlerts: 'New leads',
    modes: {
      off: 'Off',
      instant: 'At once, one email per lead',
      digest: 'A daily digest at {hour}:00',
    },
    whatIsSent:
      'An alert names the procedure, the time and the patient’s initial, with a link to the lead: never a photo, a phone number or an email address.',
    followUpsNote:
      'While alerts are on, promises with a deadline and urgent chats are emailed at once too.',
    ownerNote: 'As an owner you are also emailed once when webhook deliveries start failing.',
    language: 'Language of the emails',
    timeZone: 'Time zone of the times and the digest',
    save: 'Save',
    saving: 'Saving…',
    saved: 'Saved.',
    staffOnly: 'Notifications belong to a signed-in team member, not to an admin key.',
    webhookFailing:
      'Webhook deliveries have been failing since {since}: your other system is not hearing of new leads (they are safe here).',
    webhookFailingLink: 'See the deliveries',
  },
  es: {
    heading: 'Notificaciones',
    intro: 'Cómo le llegan por correo los contactos nuevos: {email}.',
    mailOff:
      'Los avisos por correo están desactivados en este servidor: quien lo administra no ha configurado SMTP_URL ni SMTP_FROM. No se envía nada hasta que lo haga; su elección se guarda.',
    mailOn: 'Este servidor envía avisos por correo.',
    leadAlerts: 'Contactos nuevos',
    modes: {
      off: 'Desactivado',
      instant: 'Al momento, un correo por contacto',
      digest: 'Un resumen diario a las {hour}:00',
    },
    whatIsSent:
      'Un aviso indica el procedimiento, la hora y la inicial del paciente, con un enlace al contacto: nunca una foto, un teléfono ni un correo.',
    followUpsNote:
      'Con los avisos activos, las promesas con plazo y los chats urgentes también se envían al momento.',
    ownerNote:
      'Como propietario también recibe un correo cuando las entregas del webhook empiezan a fallar.',
    language: 'Idioma de los correos',
    timeZone: 'Zona horaria de las horas y del resumen',
    save: 'Guardar',
    saving: 'Guardando…',
    saved: 'Guardado.',
    staffOnly:
      'Las notificaciones son de un miembro del equipo con sesión, no de una clave de administración.',
    webhookFailing:
      'Las entregas del webhook fallan desde el {since}: su otro sistema no se entera de los contactos nuevos (están a salvo aquí).',
    webhookFailingLink: 'Ver las entregas',
  },
});
