import { eq } from 'drizzle-orm';
import type { SupportContact } from '@roi/contract/support-contact';
import type { Database } from '../../db/database.js';
import { organizations, supportContacts } from '../../db/schema.js';

/** The organisation's name and its support contact, if it named one; undefined for no organisation. */
export async function findSupportContact(db: Database, organizationId: number) {
  const [row] = await db
    .select({
      organizationName: organizations.name,
      name: supportContacts.name,
      email: supportContacts.email,
      phone: supportContacts.phone,
      url: supportContacts.url,
      updatedAt: supportContacts.updatedAt,
    })
    .from(organizations)
    .leftJoin(supportContacts, eq(supportContacts.organizationId, organizations.id))
    .where(eq(organizations.id, organizationId));
  return row;
}

export async function saveSupportContact(db: Database, organizationId: number, contact: SupportContact, userId: number) {
  const values = { ...contact, updatedBy: userId, updatedAt: new Date() };
  await db
    .insert(supportContacts)
    .values({ organizationId, ...values })
    .onConflictDoUpdate({ target: supportContacts.organizationId, set: values });
}

export async function deleteSupportContact(db: Database, organizationId: number) {
  await db.delete(supportContacts).where(eq(supportContacts.organizationId, organizationId));
}
