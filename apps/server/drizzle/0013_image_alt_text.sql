ALTER TABLE "organizations" ADD COLUMN "allow_images_without_alt_text" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_images" ADD COLUMN "alt_text" text DEFAULT '' NOT NULL;