ALTER TABLE "posts" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
-- The kept totals now count what the plain list shows: a setup left with no text (still in progress,
-- nothing written) is left out of it, so it is left out of its organisation's total.
UPDATE "organization_post_counts" SET "total" = (
  SELECT count(*) FROM "posts"
  WHERE "posts"."organization_id" = "organization_post_counts"."organization_id"
    AND ("posts"."publish_status" <> 0 OR "posts"."content_text" <> '')
);
