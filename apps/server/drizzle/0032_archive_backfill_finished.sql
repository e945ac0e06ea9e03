-- Whether the backfill of posts made before the archive has once gone through every post. Every post
-- saved since has its records written in its own transaction, so a finished backfill never needs to
-- run again: later starts skip a scan of every post (docs/decisions/0034).
CREATE TABLE "archive_backfill" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_backfill_single" CHECK ("archive_backfill"."single")
);
