-- A draft keeps the stage it was saved on and its chat with the ROI Assistant (docs/decisions/0015);
-- a generation keeps the author's own words beside the prompt the writer was given.
ALTER TABLE "generations" ADD COLUMN "asked" text;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "draft_stage" integer;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "chat_generation_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;