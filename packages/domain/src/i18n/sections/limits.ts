import { defineSection } from '../define-section.ts';

/**
 * What the server answers when a limit holds or an input is refused (the widget
 * shows error bodies as they come, docs/product/errors.md 'HTTP Error: {status} - {body}').
 */
export const limits = defineSection({
  en: {
    rateLimited: 'Too many requests; try again in {seconds} seconds.',
    tooManyAuthFailures: 'Too many failed sign-in attempts; try again in {seconds} seconds.',
    dailyQuotaUploads: "The clinic has reached today's limit of photo uploads; try again tomorrow.",
    dailyQuotaTransforms:
      "The clinic has reached today's limit of simulations; try again tomorrow.",
    idempotencyConflict:
      'This Idempotency-Key was already used for a different submission; send a new key.',
    forbiddenJsonKey: 'The request body must not contain the keys "__proto__" or "constructor".',
    leadMessagesFull:
      'A lead holds at most {messages} messages and {kilobytes} KB of them (as stored); this message would pass that.',
    sessionLeadMessagesFull:
      'A visit adds at most {messages} messages and {kilobytes} KB of them (as stored) to its leads; this message would pass that.',
  },
  es: {
    rateLimited: 'Demasiadas solicitudes; inténtalo de nuevo en {seconds} segundos.',
    tooManyAuthFailures:
      'Demasiados intentos de acceso fallidos; inténtalo de nuevo en {seconds} segundos.',
    dailyQuotaUploads:
      'La clínica alcanzó el límite diario de fotos subidas; inténtalo de nuevo mañana.',
    dailyQuotaTransforms:
      'La clínica alcanzó el límite diario de simulaciones; inténtalo de nuevo mañana.',
    idempotencyConflict: 'Esta Idempotency-Key ya se usó para otro envío; envía una clave nueva.',
    forbiddenJsonKey:
      'El cuerpo de la solicitud no debe contener las claves "__proto__" ni "constructor".',
    leadMessagesFull:
      'Un lead guarda como máximo {messages} mensajes y {kilobytes} KB de ellos (tal como se guardan); este mensaje lo superaría.',
    sessionLeadMessagesFull:
      'Una visita añade como máximo {messages} mensajes y {kilobytes} KB de ellos (tal como se guardan) a sus leads; este mensaje lo superaría.',
  },
});
