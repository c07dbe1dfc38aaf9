// Mailer: every message goes to the mail_outbox table (the development outbox, readable at
// GET /api/dev/outbox). SMTP delivery when SMTP_URL is set is a TODO (see README).
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
}

export function createMailer(db: Db, smtpUrl?: string): Mailer {
  if (smtpUrl) {
    throw new Error('SMTP_URL is set, but SMTP delivery is not implemented yet (TODO in api/README.md). Unset SMTP_URL to use the development outbox.');
  }
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
