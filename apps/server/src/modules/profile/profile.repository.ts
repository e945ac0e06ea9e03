import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { users } from '../../db/schema.js';

export async function updateProfile(
  db: Database,
  userId: number,
  profile: { firstName: string; lastName: string; profileImageUrl: string | null },
) {
  await db
    .update(users)
    .set({ ...profile, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
