import { and, between, desc, eq, inArray, sql } from 'drizzle-orm';
import type { OutcomeKind } from '@roi/contract/analytics';
import type { Database } from '../../db/database.js';
import { campaignOutcomes, campaigns, organizations, outcomeSecrets, users } from '../../db/schema.js';

/** At most this many outcomes in one list: a busy year of one organisation. */
export const OUTCOME_LIST_MAX = 1000;

export interface NewOutcome {
  organizationId: number;
  campaignId: number;
  kind: OutcomeKind;
  occurredOn: string;
  note: string;
  recordedBy: number | null;
  externalId: string | null;
}

export async function findCampaignOfOrganization(db: Database, organizationId: number, campaignId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.organizationId, organizationId)));
  return row !== undefined;
}

/**
 * Records an outcome; one sent again under the same external id is not recorded twice. Answers the
 * outcome's id and whether it is new.
 */
export async function insertOutcome(db: Database, outcome: NewOutcome): Promise<{ id: number; created: boolean }> {
  const [inserted] = await db
    .insert(campaignOutcomes)
    .values(outcome)
    .onConflictDoNothing({ target: [campaignOutcomes.organizationId, campaignOutcomes.externalId], where: sql`${campaignOutcomes.externalId} is not null` })
    .returning({ id: campaignOutcomes.id });
  if (inserted) return { id: inserted.id, created: true };
  const [existing] = await db
    .select({ id: campaignOutcomes.id })
    .from(campaignOutcomes)
    .where(and(eq(campaignOutcomes.organizationId, outcome.organizationId), eq(campaignOutcomes.externalId, outcome.externalId ?? '')));
  return { id: existing!.id, created: false };
}

function outcomeRows(db: Database) {
  return db
    .select({
      id: campaignOutcomes.id,
      organizationId: campaignOutcomes.organizationId,
      organizationName: organizations.name,
      campaignId: campaignOutcomes.campaignId,
      campaignName: campaigns.name,
      kind: campaignOutcomes.kind,
      occurredOn: campaignOutcomes.occurredOn,
      note: campaignOutcomes.note,
      recordedBy: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
      externalId: campaignOutcomes.externalId,
      createdAt: campaignOutcomes.createdAt,
    })
    .from(campaignOutcomes)
    .innerJoin(campaigns, eq(campaigns.id, campaignOutcomes.campaignId))
    .innerJoin(organizations, eq(organizations.id, campaignOutcomes.organizationId))
    .leftJoin(users, eq(users.id, campaignOutcomes.recordedBy));
}

export type OutcomeRow = NonNullable<Awaited<ReturnType<typeof findOutcome>>>;

export async function findOutcome(db: Database, outcomeId: number) {
  const [row] = await outcomeRows(db).where(eq(campaignOutcomes.id, outcomeId));
  return row;
}

/** The outcomes of the range (days, both included), newest first; of one organisation or, for the agency's "all", of every one. */
export async function listOutcomes(db: Database, range: { from: string; to: string; organizationId: number | undefined }) {
  return outcomeRows(db)
    .where(
      and(
        range.organizationId === undefined ? undefined : eq(campaignOutcomes.organizationId, range.organizationId),
        between(campaignOutcomes.occurredOn, range.from, range.to),
      ),
    )
    .orderBy(desc(campaignOutcomes.occurredOn), desc(campaignOutcomes.id))
    .limit(OUTCOME_LIST_MAX);
}

/** How many outcomes each campaign has in the range: the table by campaign's last column. */
export async function countOutcomesByCampaign(db: Database, campaignIds: number[], from: string, to: string): Promise<Map<number, number>> {
  if (campaignIds.length === 0) return new Map();
  const rows = await db
    .select({ campaignId: campaignOutcomes.campaignId, outcomes: sql<number>`count(*)::int` })
    .from(campaignOutcomes)
    .where(and(inArray(campaignOutcomes.campaignId, campaignIds), between(campaignOutcomes.occurredOn, from, to)))
    .groupBy(campaignOutcomes.campaignId);
  return new Map(rows.map((row) => [row.campaignId, Number(row.outcomes)]));
}

export async function deleteOutcome(db: Database, outcomeId: number): Promise<boolean> {
  const deleted = await db.delete(campaignOutcomes).where(eq(campaignOutcomes.id, outcomeId)).returning({ id: campaignOutcomes.id });
  return deleted.length > 0;
}

export async function findOutcomeSecret(db: Database, organizationId: number) {
  const [row] = await db.select().from(outcomeSecrets).where(eq(outcomeSecrets.organizationId, organizationId));
  return row;
}

export async function saveOutcomeSecret(db: Database, organizationId: number, sealedSecret: string, userId: number): Promise<Date> {
  const createdAt = new Date();
  await db
    .insert(outcomeSecrets)
    .values({ organizationId, sealedSecret, createdBy: userId, createdAt })
    .onConflictDoUpdate({ target: outcomeSecrets.organizationId, set: { sealedSecret, createdBy: userId, createdAt } });
  return createdAt;
}

/** The period's outcomes of one organisation by what happened: what the PDF report sums up. */
export async function countOutcomesByKind(db: Database, organizationId: number, from: string, to: string) {
  const rows = await db
    .select({ kind: campaignOutcomes.kind, count: sql<number>`count(*)::int` })
    .from(campaignOutcomes)
    .where(and(eq(campaignOutcomes.organizationId, organizationId), between(campaignOutcomes.occurredOn, from, to)))
    .groupBy(campaignOutcomes.kind)
    .orderBy(campaignOutcomes.kind);
  return rows.map((row) => ({ kind: row.kind, count: Number(row.count) }));
}
