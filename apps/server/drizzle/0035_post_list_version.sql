-- What a page of the post list shows can change only through the tables it reads (docs/decisions/0021,
-- sixth pass). Every change to one of them moves its organisation's list version as the transaction
-- commits; a process keeps pages it answered under the version they were read at, and answers one
-- again while the version stands still.
--
-- Versions are never deleted, so that the sum of every organisation's (what an agency's list of every
-- organisation is kept under) never comes back to an earlier value.
CREATE TABLE "post_list_versions" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- One row per committing transaction that changed a list, while its versions are moved.
CREATE UNLOGGED TABLE "post_list_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY
);
--> statement-breakpoint
-- Written by the triggers below, as the tables' owner; read through roi_post_list_version().
REVOKE ALL ON "post_list_versions", "post_list_changes" FROM roi_tenant;
--> statement-breakpoint
-- Notes the organisation in a transaction-local setting. The first note of a transaction also queues
-- the one move of its versions: queued while the commit runs its deferred triggers, it runs after every
-- one queued before it, the archive's included, so that it sees every organisation and takes their
-- versions last, in the order of organisation. A transaction never waits for another lock while it
-- holds a version, and two never take versions in opposite orders.
CREATE FUNCTION roi_note_post_list_change(organization integer) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
DECLARE
  noted text := coalesce(pg_catalog.current_setting('roi.post_lists_changed', true), '');
  mark text := ',' || organization::text || ',';
BEGIN
  IF organization IS NULL OR pg_catalog.strpos(noted, mark) > 0 THEN
    RETURN;
  END IF;
  IF noted = '' THEN
    INSERT INTO public.post_list_changes DEFAULT VALUES;
  END IF;
  PERFORM pg_catalog.set_config('roi.post_lists_changed', noted || mark, true);
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_note_post_list_change(integer) FROM PUBLIC;
--> statement-breakpoint
-- Moves every noted organisation's version, in the order of organisation, and forgets the notes: a
-- change noted after this (by a trigger run later in the same commit) queues a move of its own. The
-- embedded database's one session asks for a notice of each move (roi.post_list_notices), which its
-- process counts instead of reading versions; PostgreSQL's processes read them, and a notice there
-- would make every writing commit wait on the cluster's one notification queue.
CREATE FUNCTION roi_move_post_list_versions() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
DECLARE
  noted text := coalesce(pg_catalog.current_setting('roi.post_lists_changed', true), '');
BEGIN
  PERFORM pg_catalog.set_config('roi.post_lists_changed', '', true);
  INSERT INTO public.post_list_versions (organization_id, version)
    SELECT DISTINCT changed::integer, 1 FROM pg_catalog.unnest(pg_catalog.string_to_array(noted, ',')) AS changed
    WHERE changed <> '' ORDER BY 1
    ON CONFLICT (organization_id) DO UPDATE SET version = public.post_list_versions.version + 1;
  DELETE FROM public.post_list_changes WHERE id = NEW.id;
  IF pg_catalog.current_setting('roi.post_list_notices', true) = 'on' THEN
    PERFORM pg_catalog.pg_notify('roi_post_list_changed', '');
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_move_post_list_versions() FROM PUBLIC;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_versions_moved AFTER INSERT ON "post_list_changes"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_move_post_list_versions();
--> statement-breakpoint
-- The organisation a changed row belongs to, named by the trigger's argument: a column of the row
-- ('organization_id', or 'id' for an organisation itself), its post ('post_id'), or, for a person, every
-- organisation whose posts they wrote ('author'). A row moved from one organisation or post to another
-- changes the lists of both. A row whose post is gone with it needs nothing here: the post's own
-- deletion was noted.
CREATE FUNCTION roi_post_list_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
DECLARE
  organization integer;
BEGIN
  -- A field is looked up only in the branch the argument takes: each table has the one it names.
  IF TG_ARGV[0] = 'author' THEN
    FOR organization IN SELECT DISTINCT written.organization_id FROM public.posts AS written WHERE written.user_id = NEW.id LOOP
      PERFORM public.roi_note_post_list_change(organization);
    END LOOP;
  ELSIF TG_ARGV[0] = 'id' THEN
    PERFORM public.roi_note_post_list_change(NEW.id);
  ELSIF TG_ARGV[0] = 'post_id' THEN
    IF TG_OP <> 'DELETE' THEN
      PERFORM public.roi_note_post_list_change((SELECT post.organization_id FROM public.posts AS post WHERE post.id = NEW.post_id));
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM public.roi_note_post_list_change((SELECT post.organization_id FROM public.posts AS post WHERE post.id = OLD.post_id));
    END IF;
  ELSE
    IF TG_OP <> 'DELETE' THEN
      PERFORM public.roi_note_post_list_change(NEW.organization_id);
    END IF;
    IF TG_OP <> 'INSERT' THEN
      PERFORM public.roi_note_post_list_change(OLD.organization_id);
    END IF;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_post_list_changed() FROM PUBLIC;
--> statement-breakpoint
-- Deferred, as the archive's own trigger. Every table a page of the list reads: posts, their images,
-- targets and reviews with the rejection's comment, the accounts and connections the targets name,
-- campaigns, organisations' names and time zones, and authors' names. A new campaign, account or
-- connection is on no page until a post or target names it, which is noted then.
CREATE CONSTRAINT TRIGGER post_list_changed AFTER INSERT OR UPDATE OR DELETE ON "posts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('organization_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER INSERT OR UPDATE OR DELETE ON "post_images"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('post_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER INSERT OR UPDATE OR DELETE ON "publications"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('organization_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER INSERT OR UPDATE OR DELETE ON "post_reviews"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('organization_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER INSERT OR UPDATE OR DELETE ON "review_events"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('organization_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER UPDATE OR DELETE ON "integration_accounts"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('organization_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER UPDATE OR DELETE ON "integrations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('organization_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER UPDATE OR DELETE ON "campaigns"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('organization_id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER UPDATE OF "name", "timezone" ON "organizations"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name OR OLD.timezone IS DISTINCT FROM NEW.timezone)
  EXECUTE FUNCTION roi_post_list_changed('id');
--> statement-breakpoint
-- Only when the name itself changed: a person's posts are found without an index of their author.
CREATE CONSTRAINT TRIGGER post_list_changed AFTER UPDATE OF "first_name", "last_name" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name OR OLD.last_name IS DISTINCT FROM NEW.last_name)
  EXECUTE FUNCTION roi_post_list_changed('author');
--> statement-breakpoint
-- The version of one organisation's list, or of every one's together when none is named: read by a
-- request in whatever scope its connection is. It tells only how many changes there were, and is
-- never sent to anyone.
CREATE FUNCTION roi_post_list_version(organization integer) RETURNS double precision
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
BEGIN
  IF organization IS NULL THEN
    RETURN (SELECT coalesce(sum(versions.version), 0) FROM public.post_list_versions AS versions);
  END IF;
  RETURN coalesce((SELECT versions.version FROM public.post_list_versions AS versions WHERE versions.organization_id = organization), 0);
END
$$;
