import { addOutboxMail, type Db } from '@probity/db';
import nodemailer from 'nodemailer';
import type { Mailer } from '../runtime/ports.ts';

export const DEFAULT_FROM = 'Probity <no-reply@localhost>';

/** SMTP through nodemailer, e.g. SMTP_URL=smtp://user:pass@mail.example.org:587 (smtps:// for TLS). */
export function smtpMailer(url: string, from = DEFAULT_FROM): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(mail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
    async close() {
      transport.close();
    },
  };
}

/** No SMTP configured: messages land in the outbox table, readable by their user (GET /api/outbox). */
export function outboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(mail) {
      await addOutboxMail(db, {
        user_id: mail.userId,
        to_email: mail.to,
        subject: mail.subject,
        body: mail.text,
      });
    },
    async close() {},
  };
}

export function mailerFromEnv(db: Db, env = process.env): Mailer {
  return env.SMTP_URL ? smtpMailer(env.SMTP_URL, env.MAIL_FROM || DEFAULT_FROM) : outboxMailer(db);
}
