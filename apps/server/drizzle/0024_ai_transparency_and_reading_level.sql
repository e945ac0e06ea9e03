ALTER TABLE "generations" ADD COLUMN "setup" jsonb;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "plain_language_grade" integer DEFAULT 10;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "assistant_label" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "assistant_generation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;