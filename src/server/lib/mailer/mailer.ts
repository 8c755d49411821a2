import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';

// E-mail goes through SMTP when SMTP_URL is set; otherwise each message is written as a JSON file
// to DATA_DIR/outbox, so a developer (and a test) can read what would have been sent.

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` (RFC 8058) on job alert e-mails. */
  headers?: Record<string, string>;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export const MAIL_FROM = 'Sipalu <no-reply@sipalu.com.np>';

export function createSmtpMailer(smtpUrl: string, from = MAIL_FROM): Mailer {
  // nodemailer loads with the first e-mail, not with every start
  let transport: Promise<Transporter> | undefined;
  return {
    async send(mail) {
      transport ??= import('nodemailer').then(({ createTransport }) => createTransport(smtpUrl));
      await (await transport).sendMail({ from, ...mail });
    },
  };
}

/** Writes `<time>-<n>.json` files ({ from, to, subject, text, html, sentAt }) into `outboxDir`. */
export function createOutboxMailer(outboxDir: string, from = MAIL_FROM): Mailer {
  // orders the files of one millisecond, as sent
  let sequence = 0;
  return {
    async send(mail) {
      await mkdir(outboxDir, { recursive: true });
      const sentAt = new Date().toISOString();
      const name = `${sentAt.replace(/[:.]/g, '-')}-${String(++sequence).padStart(4, '0')}.json`;
      // written beside the folder, then moved in: whoever reads the outbox never sees half a mail
      const partial = path.join(path.dirname(outboxDir), `.outbox-${process.pid}-${name}`);
      await writeFile(partial, JSON.stringify({ from, ...mail, sentAt }, null, 2));
      await rename(partial, path.join(outboxDir, name));
    },
  };
}

export function createMailer(options: { smtpUrl?: string | undefined; dataDir: string }): Mailer {
  return options.smtpUrl ? createSmtpMailer(options.smtpUrl) : createOutboxMailer(path.join(options.dataDir, 'outbox'));
}
