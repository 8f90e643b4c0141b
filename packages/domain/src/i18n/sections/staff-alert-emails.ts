import { defineSection } from '../define-section.ts';

/**
 * The emails the server sends the clinic's staff (features/staff-alerts): a new lead, the
 * daily digest, a promise or urgent chat to follow up, webhook deliveries failing. They
 * carry the least of the patient: an initial, the procedure, the time, and a link to the
 * dashboard (which asks for sign-in); never a photo, a phone, an email or a message.
 */
export const staffAlertEmails = defineSection({
  en: {
    newLeadSubject: 'New lead: {procedure}',
    newLeadIntro: 'A new lead came in.',
    returningSubject: 'Returning patient: {procedure}',
    returningIntro: 'A patient with a lead came back: their new visit is on the lead.',
    leadLine: '{time} · {procedure} · {patient}',
    procedureUnknown: 'No procedure chosen',
    patientInitial: 'Patient {initial}',
    patientUnnamed: 'Patient',
    openLead: 'Open the lead: {url}',
    digestSubject: 'AfterLook: {count} new leads',
    digestSubjectOne: 'AfterLook: 1 new lead',
    digestIntro: 'New leads from {from} to {to}:',
    digestMore: 'And {count} more: {url}',
    followUpSubject: 'Follow-up due {due}: {procedure}',
    followUpIntro:
      'The widget promised a patient their visualization by email. Keep the promise by {due}.',
    urgentSubject: 'Urgent: a patient with a lead needs a call back',
    urgentIntro: 'A patient who left a lead wrote something urgent in a chat. Call them back now.',
    openFollowUps: 'Open the follow-ups: {url}',
    webhookFailingSubject: 'Webhook deliveries are failing',
    webhookFailingIntro:
      'Deliveries to your clinic’s webhook have been failing since {since}: your other system is not hearing of new leads. The leads themselves are safe in the dashboard.',
    webhookFailingAction:
      'Check the URL and your receiver, then send a test from the Webhooks page: {url}',
    footer:
      'You get this email because of your AfterLook notification settings. Change them: {url}',
    footerOwner: 'Owners get this email whenever webhook deliveries start failing.',
    timeZone: 'Times are {zone}.',
  },
  es: {
    newLeadSubject: 'Nuevo contacto: {procedure}',
    newLeadIntro: 'Ha llegado un contacto nuevo.',
    returningSubject: 'Paciente que vuelve: {procedure}',
    returningIntro: 'Un paciente con contacto ha vuelto: su nueva visita está en el contacto.',
    leadLine: '{time} · {procedure} · {patient}',
    procedureUnknown: 'Sin procedimiento elegido',
    patientInitial: 'Paciente {initial}',
    patientUnnamed: 'Paciente',
    openLead: 'Abrir el contacto: {url}',
    digestSubject: 'AfterLook: {count} contactos nuevos',
    digestSubjectOne: 'AfterLook: 1 contacto nuevo',
    digestIntro: 'Contactos nuevos del {from} al {to}:',
    digestMore: 'Y {count} más: {url}',
    followUpSubject: 'Seguimiento antes del {due}: {procedure}',
    followUpIntro:
      'El widget prometió a un paciente su visualización por correo. Cumpla la promesa antes del {due}.',
    urgentSubject: 'Urgente: un paciente con contacto necesita una llamada',
    urgentIntro: 'Un paciente que dejó sus datos escribió algo urgente en un chat. Llámele ahora.',
    openFollowUps: 'Abrir los seguimientos: {url}',
    webhookFailingSubject: 'Las entregas del webhook están fallando',
    webhookFailingIntro:
      'Las entregas al webhook de su clínica fallan desde el {since}: su otro sistema no se entera de los contactos nuevos. Los contactos están a salvo en el panel.',
    webhookFailingAction:
      'Revise la URL y su receptor, y envíe una prueba desde la página Webhooks: {url}',
    footer:
      'Recibe este correo por su configuración de notificaciones de AfterLook. Cámbiela: {url}',
    footerOwner:
      'Los propietarios reciben este correo cuando las entregas del webhook empiezan a fallar.',
    timeZone: 'Horas en {zone}.',
  },
});
