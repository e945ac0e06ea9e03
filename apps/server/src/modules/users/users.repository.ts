import { and, asc, count, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { containing } from '../../db/like.js';
import { organizations, roles, users } from '../../db/schema.js';

const userColumns = {
  user_id: users.id,
  email: users.email,
  first_name: users.firstName,
  last_name: users.lastName,
  status: users.status,
  role_id: users.roleId,
  role_name: roles.name,
  role_level: roles.level,
  organization_id: users.organizationId,
  organization_name: organizations.name,
  profile_image_url: users.profileImageUrl,
  has_password: sql<boolean>`${users.passwordHash} is not null`,
  created_at: users.createdAt,
};

function selectUsers(db: Database) {
  return db
    .select(userColumns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(organizations, eq(organizations.id, users.organizationId));
}

export interface UserFilter {
  organizationId?: number;
  roleId?: number;
  status?: 'active' | 'invited' | 'disabled';
  search?: string;
}

export async function listUsers(db: Database, filter: UserFilter, pageNumber: number, pageSize: number) {
  const conditions: (SQL | undefined)[] = [
    filter.organizationId ? eq(users.organizationId, filter.organizationId) : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.status ? eq(users.status, filter.status) : undefined,
    filter.search
      ? or(
          ilike(users.email, containing(filter.search)),
          ilike(users.firstName, containing(filter.search)),
          ilike(users.lastName, containing(filter.search)),
          ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, containing(filter.search)),
        )
      : undefined,
  ];
  const where = and(...conditions);
  const records = await selectUsers(db)
    .where(where)
    .orderBy(asc(users.id))
    .limit(pageSize)
    .offset((pageNumber - 1) * pageSize);
  const [total] = await db.select({ count: count() }).from(users).where(where);
  return { records, totalCount: total?.count ?? 0 };
}

export async function findUserRecord(db: Database, userId: number) {
  const [row] = await selectUsers(db).where(eq(users.id, userId));
  return row;
}

/**
 * The other active administrators of an organisation, locked until the transaction ends so that two
 * administrators demoting each other at once cannot leave it with none.
 */
export async function lockOtherActiveAdmins(db: Database, organizationId: number, exceptUserId: number) {
  const adminRoles = db.select({ id: roles.id }).from(roles).where(eq(roles.level, 'admin'));
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'active'),
        inArray(users.roleId, adminRoles),
        ne(users.id, exceptUserId),
      ),
    )
    .for('update');
}

export async function lockUser(db: Database, userId: number) {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

export async function updateUser(
  db: Database,
  userId: number,
  changes: { firstName: string; lastName: string; roleId: number; status: 'active' | 'invited' | 'disabled' },
) {
  await db
    .update(users)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(users.id, userId));
}
