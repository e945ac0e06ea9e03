CREATE TABLE "linkedin_names" (
	"urn" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"resolved_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "integrations" ADD COLUMN "granted_scopes" text;
