import { z } from 'zod';
import { envelopeWith } from './envelope.js';

/**
 * The outbox: the emails the product kept instead of sending, while no SMTP server is configured. They
 * carry sign-up and reset codes and invitation links, so only the agency's holders of User Management
 * edit read them, signed in; nobody reads them anonymously, in any mode.
 */
export const outboxMessageSchema = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  /** The names of the files sent with it. */
  attachments: z.array(z.string()),
  created_at: z.string(),
});
export type OutboxMessage = z.infer<typeof outboxMessageSchema>;

/** How many of the newest emails the outbox shows. */
export const OUTBOX_PAGE_SIZE = 50;

/**
 * `kept`: whether emails are kept here, that is no SMTP server is configured; with one, the outbox is
 * empty and the product offers no screen for it.
 */
export const outboxResponseSchema = envelopeWith({ kept: z.boolean(), records: z.array(outboxMessageSchema) });

/** A file sent with an email, as the outbox keeps it. */
export interface MailAttachment {
  filename: string;
  content_type: string;
  content_base64: string;
}
