-- word search of the archive (docs/decisions/0034-archive-images-and-backfill.md): the string values of
-- each record's payload as words, in the 'simple' configuration (no language's stemming or stop words)
CREATE INDEX "archive_records_words_idx" ON "archive_records" USING gin (to_tsvector('simple', "payload"::jsonb));
--> statement-breakpoint
-- the archive's own copy of each image its records name, by SHA-256, once per organisation however
-- many records name it; the retention job removes one when no record left names it
CREATE TABLE "archive_images" (
	"organization_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"stored_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "archive_images_organization_id_sha256_pk" PRIMARY KEY("organization_id","sha256")
);
--> statement-breakpoint
CREATE TABLE "archive_image_uses" (
	"organization_id" integer NOT NULL,
	"sha256" text NOT NULL,
	"seq" integer NOT NULL,
	CONSTRAINT "archive_image_uses_organization_id_sha256_seq_pk" PRIMARY KEY("organization_id","sha256","seq")
);
--> statement-breakpoint
ALTER TABLE "archive_images" ADD CONSTRAINT "archive_images_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "archive_image_uses" ADD CONSTRAINT "archive_image_uses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "archive_image_uses_organization_seq_idx" ON "archive_image_uses" USING btree ("organization_id","seq");--> statement-breakpoint
-- row security, as the archive's other tables
DO $$
DECLARE
  scoped_table text;
BEGIN
  FOREACH scoped_table IN ARRAY ARRAY['archive_images', 'archive_image_uses'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', scoped_table);
    EXECUTE format(
      'CREATE POLICY organization_scope ON %I TO roi_tenant'
      ' USING (roi_organization_visible(organization_id)) WITH CHECK (roi_organization_visible(organization_id))',
      scoped_table
    );
  END LOOP;
END
$$;
