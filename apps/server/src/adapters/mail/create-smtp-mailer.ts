import { createTransport } from 'nodemailer';
import { type Mailer, MailSendError } from '../../ports/mailer.ts';

export interface SmtpSettings {
  /** smtp://user:pass@host:587 (STARTTLS when the server offers it) or smtps://…:465. */
  readonly url: string;
  /** The From header, e.g. "AfterLook <alerts@clinic.example>". */
  readonly from: string;
}

/** An SMTP answer gets this long to come, so a stuck server fails the try, not the worker. */
const SMTP_TIMEOUT_MS = 20_000;

/**
 * The Mailer over SMTP (nodemailer). A failure is rethrown as a MailSendError naming only
 * what went wrong (nodemailer's code and the server's reply code): its own errors quote
 * the recipients and the server's reply, which may repeat the address.
 */
export function createSmtpMailer(settings: SmtpSettings): Mailer {
  const transport = createTransport({
    url: settings.url,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // Never into the process's logs: the messages and addresses stay out.
    logger: false,
    debug: false,
  });
  return {
    async send(message) {
      try {
        await transport.sendMail({
          from: settings.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
        });
      } catch (error) {
        const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
        throw new MailSendError(
          `SMTP send failed (${typeof code === 'string' ? code : 'error'}${
            typeof responseCode === 'number' ? ` ${responseCode}` : ''
          })`,
        );
      }
    },
    close() {
      transport.close();
    },
  };
}
