import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailSendError } from '../../ports/mailer.ts';
import { type SmtpInbox, startSmtpInbox } from '../../testing/support/smtp-inbox.ts';
import { createSmtpMailer } from './create-smtp-mailer.ts';

// The Mailer over a real SMTP server on loopback: what it hands over arrives as sent, and
// a refusal comes back as an error that names no address and no content (it is logged
// and kept as a job's crash reason).
let inbox: SmtpInbox;

beforeAll(async () => {
  inbox = await startSmtpInbox();
});

afterAll(async () => {
  await inbox.close();
});

describe('the SMTP mailer', () => {
  it('hands a plain-text email to the SMTP server with the configured From, authenticated', async () => {
    const mailer = createSmtpMailer({ url: inbox.url, from: 'AfterLook <alerts@clinic.example>' });
    try {
      await mailer.send({ to: 'owner@clinic.example', subject: 'Hello', text: 'One line.\n' });
      const [received] = inbox.to('owner@clinic.example');
      expect(received?.mail.subject).toBe('Hello');
      expect(received?.mail.text).toBe('One line.\n');
      expect(received?.mail.from?.value).toEqual([
        { name: 'AfterLook', address: 'alerts@clinic.example' },
      ]);
    } finally {
      mailer.close();
    }
  });

  it('a refused or unreachable server is a MailSendError that names no address and no content', async () => {
    const mailer = createSmtpMailer({ url: inbox.url, from: 'alerts@clinic.example' });
    const unreachable = createSmtpMailer({
      url: 'smtp://127.0.0.1:9',
      from: 'alerts@clinic.example',
    });
    inbox.refuse(true);
    try {
      for (const attempt of [mailer, unreachable]) {
        const error = await attempt
          .send({ to: 'secret.person@clinic.example', subject: 'Secret subject', text: 'Body' })
          .catch((caught: unknown) => caught);
        expect(error).toBeInstanceOf(MailSendError);
        const told = `${(error as Error).message} ${(error as Error).stack}`;
        console.log((error as Error).message);
        expect(told).not.toMatch(/secret\.person|clinic\.example|Secret subject|Body/);
      }
    } finally {
      inbox.refuse(false);
      mailer.close();
      unreachable.close();
    }
  });
});
