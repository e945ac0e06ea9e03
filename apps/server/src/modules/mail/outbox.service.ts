import { OUTBOX_PAGE_SIZE, type OutboxMessage } from '@roi/contract/mail';
import { AppError } from '../../lib/app-error.js';
import { isAgencyUser, type Caller } from '../../lib/caller.js';
import type { Services } from '../../services.js';
import { assertPermission } from '../access/access.service.js';
import { findRecentOutboxMessages } from './mail.repository.js';

/**
 * The newest emails kept in the outbox. They hold everyone's codes and links, the agency
 * administrators' own included, so they are read by those who may already change any user's role and
 * status: the agency's holders of User Management edit. A client organisation's administrators manage
 * their own users, but must not read the mail of others.
 */
export async function listOutbox(services: Services, caller: Caller, isKeepingMail: boolean): Promise<OutboxMessage[]> {
  await assertPermission(services, caller, 'usersEdit');
  if (!isAgencyUser(caller)) throw new AppError(403, 'forbidden');
  // Sent emails are the SMTP server's business: nobody reads them here.
  if (!isKeepingMail) return [];
  const messages = await findRecentOutboxMessages(services.db, OUTBOX_PAGE_SIZE);
  return messages.map((message) => ({
    id: message.id,
    to: message.toAddress,
    subject: message.subject,
    text: message.textBody,
    attachments: message.attachments.map((file) => file.filename),
    created_at: message.createdAt.toISOString(),
  }));
}
