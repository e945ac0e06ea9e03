import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.js';
import { monthlyReports, organizations } from '../../db/schema.js';

export async function findMonthlyReport(db: Database, organizationId: number) {
  const [row] = await db.select().from(monthlyReports).where(eq(monthlyReports.organizationId, organizationId));
  return row;
}

export async function saveMonthlyReport(db: Database, organizationId: number, recipients: string[], userId: number) {
  await db
    .insert(monthlyReports)
    .values({ organizationId, recipients, updatedBy: userId })
    .onConflictDoUpdate({ target: monthlyReports.organizationId, set: { recipients, updatedBy: userId, updatedAt: new Date() } });
}

/** The organisations with recipients whose report of `month` (YYYY-MM) has not gone out yet. */
export async function findReportsDue(db: Database, month: string) {
  return db
    .select({ organizationId: monthlyReports.organizationId })
    .from(monthlyReports)
    .where(
      and(
        sql`jsonb_array_length(${monthlyReports.recipients}) > 0`,
        or(isNull(monthlyReports.lastSentMonth), lt(monthlyReports.lastSentMonth, month)),
      ),
    );
}

/**
 * Takes the sending of `month`'s report: true for the one caller that moved the month on, so that a
 * restart or another server sharing the database never sends a month twice. Answers the recipients.
 */
export async function claimMonth(db: Database, organizationId: number, month: string): Promise<{ recipients: string[]; name: string } | undefined> {
  const [claimed] = await db
    .update(monthlyReports)
    .set({ lastSentMonth: month })
    .where(
      and(
        eq(monthlyReports.organizationId, organizationId),
        or(isNull(monthlyReports.lastSentMonth), lt(monthlyReports.lastSentMonth, month)),
        sql`jsonb_array_length(${monthlyReports.recipients}) > 0`,
      ),
    )
    .returning({ recipients: monthlyReports.recipients });
  if (!claimed) return undefined;
  const [organization] = await db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, organizationId));
  return { recipients: claimed.recipients, name: organization!.name };
}
