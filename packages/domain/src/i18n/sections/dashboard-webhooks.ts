import { defineSection } from '../define-section.ts';

/** The dashboard's webhooks page: the lead notification URL and its deliveries. */
export const dashboardWebhooks = defineSection({
  en: {
    heading: 'Webhooks',
    intro:
      'We POST every new lead and every status change to your URL, signed with HMAC-SHA256 (the AfterLook-Signature header).',
    url: 'Webhook URL',
    urlHint:
      'An https address of your system, e.g. https://crm.example/hooks/afterlook. Empty: no notifications.',
    save: 'Save the URL',
    saving: 'Saving…',
    saved: 'Saved.',
    secretHeading: 'Signing secret',
    secret:
      'To verify the signature, ask whoever runs your AfterLook server for the secret (npm run clinic -- webhook-secret). The recipe is in the README.',
    test: 'Send a test',
    testing: 'Sending…',
    testSent: 'Test queued: it shows below in a moment.',
    noUrl: 'Set a URL first.',
    deliveriesHeading: 'Deliveries',
    deliveriesIntro:
      'Each delivery is tried up to 8 times, the first retry after 30 seconds and each next one twice as late.',
    refresh: 'Refresh',
    none: 'No deliveries yet.',
    table: 'Table of deliveries',
    event: 'Event',
    lead: 'Lead',
    status: 'Status',
    created: 'Created',
    attempts: 'Tries',
    attempt: 'Try {n}',
    response: 'Answer',
    duration: '{ms} ms',
    noResponse: 'No answer',
    statuses: { pending: 'Pending', delivered: 'Delivered', failed: 'Failed' },
    redeliver: 'Send again',
    redelivered: 'Sent again: the new delivery shows at the top.',
    ownerOnly: 'Only owners change the webhook, send tests and redeliver.',
  },
  es: {
    heading: 'Webhooks',
    intro:
      'Enviamos por POST cada contacto nuevo y cada cambio de estado a su URL, firmados con HMAC-SHA256 (la cabecera AfterLook-Signature).',
    url: 'URL del webhook',
    urlHint:
      'Una dirección https de su sistema, p. ej. https://crm.example/hooks/afterlook. Vacía: sin notificaciones.',
    save: 'Guardar la URL',
    saving: 'Guardando…',
    saved: 'Guardado.',
    secretHeading: 'Secreto de firma',
    secret:
      'Para verificar la firma, pida el secreto a quien administra su servidor de AfterLook (npm run clinic -- webhook-secret). La receta está en el README.',
    test: 'Enviar una prueba',
    testing: 'Enviando…',
    testSent: 'Prueba en cola: aparece abajo en un momento.',
    noUrl: 'Primero indique una URL.',
    deliveriesHeading: 'Entregas',
    deliveriesIntro:
      'Cada entrega se intenta hasta 8 veces, el primer reintento a los 30 segundos y cada siguiente el doble de tarde.',
    refresh: 'Actualizar',
    none: 'Aún no hay entregas.',
    table: 'Tabla de entregas',
    event: 'Evento',
    lead: 'Contacto',
    status: 'Estado',
    created: 'Creada',
    attempts: 'Intentos',
    attempt: 'Intento {n}',
    response: 'Respuesta',
    duration: '{ms} ms',
    noResponse: 'Sin respuesta',
    statuses: { pending: 'Pendiente', delivered: 'Entregada', failed: 'Fallida' },
    redeliver: 'Enviar de nuevo',
    redelivered: 'Enviada de nuevo: la nueva entrega aparece arriba.',
    ownerOnly: 'Solo los propietarios cambian el webhook, envían pruebas y reenvían.',
  },
});
