import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { outbox } from '../../db/schema.js';
import type { MailMessage } from './templates.js';

export async function insertOutboxMessage(db: Database, message: MailMessage) {
  const [row] = await db
    .insert(outbox)
    .values({
      organizationId: message.organizationId,
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments ?? [],
    })
    .returning({ id: outbox.id });
  return row!.id;
}

export async function markOutboxMessage(db: Database, id: number, outcome: { sentAt: Date } | { failure: string }) {
  await db.update(outbox).set(outcome).where(eq(outbox.id, id));
}

export async function findRecentOutboxMessages(db: Database, limit: number) {
  return db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
}
