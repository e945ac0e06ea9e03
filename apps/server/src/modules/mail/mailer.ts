import type { Transporter } from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database.js';
import { insertOutboxMessage, markOutboxMessage } from './mail.repository.js';
import type { MailMessage } from './templates.js';

export interface Mailer {
  /**
   * Records the message in the outbox and starts its delivery without waiting for it, so that an
   * answer does not take longer for an address that gets an email than for one that does not.
   */
  send(message: MailMessage): Promise<void>;
  /** Waits for deliveries under way; for shutdown and tests. */
  flush(): Promise<void>;
  close(): void;
}

/**
 * Sends through SMTP when SMTP_URL is set. Otherwise (the embedded default) the outbox
 * keeps every message and the log notes it. Outside production the log shows the text too, so that
 * codes and links can be read without a mail server; in production it never does, since a code or a
 * link in the log would reach whoever reads the logs.
 */
export function createMailer(options: {
  db: Database;
  smtpUrl: string | undefined;
  from: string;
  log: FastifyBaseLogger;
  logText: boolean;
}): Mailer {
  const { db, log, smtpUrl } = options;
  // Loaded with the first email sent, not at start: nodemailer took a few hundredths of a second of
  // every start, and without SMTP_URL it is never needed (docs/decisions/0021).
  let transport: Promise<Transporter> | undefined;
  const smtpTransport = (url: string) =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) => nodemailer.createTransport(url)));
  const deliveries = new Set<Promise<void>>();

  async function deliver(id: number, message: MailMessage): Promise<void> {
    if (!smtpUrl) {
      const text = options.logText ? { text: message.text } : {};
      log.info({ mail: { outboxId: id, to: message.to, subject: message.subject, ...text } }, 'email kept in the outbox');
      return;
    }
    try {
      await (await smtpTransport(smtpUrl)).sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((file) => ({ filename: file.filename, contentType: file.content_type, content: Buffer.from(file.content_base64, 'base64') })),
      });
      await markOutboxMessage(db, id, { sentAt: new Date() });
    } catch (error) {
      log.error({ err: error, outboxId: id }, 'email delivery failed');
      await markOutboxMessage(db, id, { failure: error instanceof Error ? error.message : String(error) }).catch(() => {});
    }
  }

  return {
    async send(message) {
      const id = await insertOutboxMessage(db, message);
      const delivery = deliver(id, message).finally(() => deliveries.delete(delivery));
      deliveries.add(delivery);
    },
    async flush() {
      await Promise.all([...deliveries]);
    },
    close() {
      void transport?.then((open) => open.close());
    },
  };
}
