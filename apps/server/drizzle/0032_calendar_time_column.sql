-- The time a post sits on the calendar becomes a stored column, and the calendar's two indexes are built
-- on it instead of on the expression. Under row security PostgreSQL runs a condition it does not hold
-- leak-proof after the policy's own, and it did not hold the range on `coalesce(...)` so: the calendar's
-- range was checked row by row over every post of the organisation instead of read from the index
-- (docs/decisions/0037).
ALTER TABLE "posts" ADD COLUMN "calendar_at" timestamp with time zone GENERATED ALWAYS AS (coalesce("scheduled_at", "posted_at")) STORED;--> statement-breakpoint
DROP INDEX "posts_calendar_idx";--> statement-breakpoint
DROP INDEX "posts_calendar_time_idx";--> statement-breakpoint
CREATE INDEX "posts_calendar_idx" ON "posts" USING btree ("organization_id","calendar_at") WHERE "posts"."archived_at" is null;--> statement-breakpoint
CREATE INDEX "posts_calendar_time_idx" ON "posts" USING btree ("calendar_at") WHERE "posts"."archived_at" is null;
