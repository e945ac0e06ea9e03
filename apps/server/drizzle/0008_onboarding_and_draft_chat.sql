-- A generation keeps the author's own words beside the writer's prompt, and a draft the stage it was
-- saved on and its chat (docs/decisions/0016); an organisation records where its onboarding stands
-- (docs/decisions/0015).
ALTER TABLE "generations" ADD COLUMN "asked" text;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "onboarding" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "draft_stage" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "chat_generation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;