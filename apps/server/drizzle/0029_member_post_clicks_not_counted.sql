-- LinkedIn counts no clicks on a member's own posts: their clicks are unknown (null), never 0.
ALTER TABLE "post_statistics" ALTER COLUMN "clicks" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "post_statistics_daily" ALTER COLUMN "clicks" DROP NOT NULL;--> statement-breakpoint
UPDATE "post_statistics" SET "clicks" = NULL
  FROM "publications", "integration_accounts"
  WHERE "publications"."id" = "post_statistics"."publication_id"
    AND "integration_accounts"."id" = "publications"."account_id"
    AND "integration_accounts"."account_type" = 'Member profile';--> statement-breakpoint
UPDATE "post_statistics_daily" SET "clicks" = NULL
  FROM "publications", "integration_accounts"
  WHERE "publications"."id" = "post_statistics_daily"."publication_id"
    AND "integration_accounts"."id" = "publications"."account_id"
    AND "integration_accounts"."account_type" = 'Member profile';
