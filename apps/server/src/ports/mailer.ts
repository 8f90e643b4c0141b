/** One email to one person: plain text (alerts carry no pictures and no markup). */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
}

/**
 * Sends email (staff alerts). Resolves once the SMTP server accepted the message; a
 * rejection is a MailSendError, whose message names no address and no content, so it
 * may be logged and kept as a job's reason.
 */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Closes pooled connections. */
  close(): void;
}

export class MailSendError extends Error {
  override readonly name = 'MailSendError';
}
