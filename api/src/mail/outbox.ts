// Mailer. By default every message goes to the mail_outbox table (the development outbox,
// readable at GET /api/dev/outbox). With SMTP_URL set (smtp:// or smtps://, credentials in
// the URL) messages are delivered through nodemailer instead; MAIL_FROM names the sender.
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema.ts';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  link?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export interface SmtpOptions {
  url: string;
  /** Sender address, e.g. `Sports Portal <no-reply@example.com>`. */
  from: string;
}

export function createMailer(db: Db, smtp?: SmtpOptions): Mailer {
  return smtp ? smtpMailer(smtp) : outboxMailer(db);
}

function outboxMailer(db: Db): Mailer {
  return {
    async send(m) {
      await db.insert(mailOutbox).values({
        tenantId: m.tenantId,
        toAddress: m.to.toLowerCase(),
        subject: m.subject,
        textBody: m.text,
        htmlBody: m.html ?? null,
        link: m.link ?? null,
      });
    },
  };
}

function smtpMailer({ url, from }: SmtpOptions): Mailer {
  // nodemailer loads on first send, so an install without SMTP never pays for it.
  let transport: Promise<Transporter> | undefined;
  const open = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      // Pooled: one connection reused across messages instead of a handshake per mail.
      nodemailer.createTransport(`${url}${url.includes('?') ? '&' : '?'}pool=true`),
    ));
  return {
    async send(m) {
      const t = await open();
      await t.sendMail({ from, to: m.to, subject: m.subject, text: m.text, html: m.html });
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
