-- A record of the public-records archive joins its organisation's chain as its transaction commits
-- (docs/decisions/0021, fourth and fifth passes). A writer puts the record in `archive_pending`, with
-- the hashed text on either side of its place in the chain; a deferred trigger, at the commit, locks
-- the organisation's chain head, writes the record with its place and hash, moves the head, changes the
-- kept total of listed posts and keeps the record's images, then forgets the pending row. The head is
-- held from that trigger to the end of the commit, no round trip to the server in between, where it
-- was held from a statement of the transaction to its commit, one round trip that waited for the
-- server's thread under load while every other writer of the organisation waited on the head.
--
-- Pending rows live only inside their transaction, so the two tables are unlogged: the record's text
-- and its images' bytes reach the write-ahead log once, in the archive's own tables.
CREATE UNLOGGED TABLE "archive_pending" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY,
	"organization_id" integer NOT NULL,
	"post_id" integer,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"actor_user_id" integer,
	"recorded_at" timestamp with time zone NOT NULL,
	"payload" text NOT NULL,
	"hashed_before_seq" text NOT NULL,
	"hashed_after_seq" text NOT NULL,
	"listed_posts_change" integer NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "archive_pending_images" (
	"pending_id" bigint NOT NULL REFERENCES "archive_pending" ("id") ON DELETE CASCADE,
	"sha256" text NOT NULL,
	"content_type" text NOT NULL,
	"byte_size" integer NOT NULL,
	"bytes" bytea NOT NULL,
	PRIMARY KEY ("pending_id", "sha256")
);
--> statement-breakpoint
-- A request may leave a record only for an organisation its scope sees, as it may write one.
ALTER TABLE "archive_pending" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_scope ON "archive_pending" TO roi_tenant
  USING (roi_organization_visible(organization_id)) WITH CHECK (roi_organization_visible(organization_id));
--> statement-breakpoint
ALTER TABLE "archive_pending_images" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_scope ON "archive_pending_images" TO roi_tenant
  USING (EXISTS (SELECT 1 FROM archive_pending WHERE archive_pending.id = pending_id))
  WITH CHECK (EXISTS (SELECT 1 FROM archive_pending WHERE archive_pending.id = pending_id));
--> statement-breakpoint
-- Runs as the tables' owner: the chain, the records and the totals are the archive's to write, under the
-- scope the pending row was checked against when it was written. Every name is written out in full so
-- that nothing a caller creates can stand in for what it calls. The previous hash of an organisation's
-- first record is 64 zeros (GENESIS_HASH in archive-chain.ts); the record's hash is sha256 of the previous
-- hash, the text before its place, its place and the text after it (hashedTextAroundSeq, chainHash).
CREATE FUNCTION roi_append_pending_archive_record() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
DECLARE
  locked_seq integer;
  locked_hash text;
  written_seq integer;
  written_hash text;
BEGIN
  SELECT chains.head_seq, chains.head_hash INTO locked_seq, locked_hash
    FROM public.archive_chains AS chains WHERE chains.organization_id = NEW.organization_id FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO public.archive_chains (organization_id, head_hash) VALUES (NEW.organization_id, pg_catalog.repeat('0', 64))
      ON CONFLICT (organization_id) DO NOTHING;
    SELECT chains.head_seq, chains.head_hash INTO locked_seq, locked_hash
      FROM public.archive_chains AS chains WHERE chains.organization_id = NEW.organization_id FOR UPDATE;
  END IF;
  written_seq := locked_seq + 1;
  written_hash := pg_catalog.encode(pg_catalog.sha256(pg_catalog.convert_to(
    locked_hash || NEW.hashed_before_seq || written_seq::text || NEW.hashed_after_seq, 'UTF8')), 'hex');
  INSERT INTO public.archive_records (organization_id, seq, post_id, kind, content_type, actor_user_id, recorded_at, payload, previous_hash, hash)
    VALUES (NEW.organization_id, written_seq, NEW.post_id, NEW.kind, NEW.content_type, NEW.actor_user_id, NEW.recorded_at, NEW.payload, locked_hash, written_hash);
  UPDATE public.archive_chains SET head_seq = written_seq, head_hash = written_hash WHERE organization_id = NEW.organization_id;
  -- After the head, as every writer: no two wait on each other in a circle.
  IF NEW.listed_posts_change <> 0 THEN
    INSERT INTO public.organization_post_counts (organization_id, total) VALUES (NEW.organization_id, NEW.listed_posts_change)
      ON CONFLICT (organization_id) DO UPDATE SET total = public.organization_post_counts.total + EXCLUDED.total;
  END IF;
  -- Under the head's lock, as the retention job removes images: one it is removing is put back here.
  INSERT INTO public.archive_images (organization_id, sha256, content_type, byte_size, bytes)
    SELECT NEW.organization_id, images.sha256, images.content_type, images.byte_size, images.bytes
    FROM public.archive_pending_images AS images WHERE images.pending_id = NEW.id
    ON CONFLICT DO NOTHING;
  INSERT INTO public.archive_image_uses (organization_id, sha256, seq)
    SELECT NEW.organization_id, images.sha256, written_seq FROM public.archive_pending_images AS images WHERE images.pending_id = NEW.id;
  DELETE FROM public.archive_pending WHERE id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_append_pending_archive_record() FROM PUBLIC;
--> statement-breakpoint
-- Deferred: it runs as the transaction commits, in the order the records were written.
CREATE CONSTRAINT TRIGGER archive_pending_appended AFTER INSERT ON "archive_pending"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_append_pending_archive_record();
--> statement-breakpoint
-- A request (the tenant role, on PostgreSQL) adds to the archive through the pending tables alone, and
-- cannot change or take back a pending row before its commit: the trigger appends the row as it was
-- written, with the images it had. The chain, its records, their images and the kept total are
-- written by that trigger, and by the retention job and the backfill, which run as the tables' owner.
REVOKE UPDATE, DELETE, TRUNCATE ON "archive_pending", "archive_pending_images" FROM roi_tenant;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON "archive_chains", "archive_images", "archive_image_uses", "organization_post_counts" FROM roi_tenant;
--> statement-breakpoint
REVOKE INSERT ON "archive_records" FROM roi_tenant;
