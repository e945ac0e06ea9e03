-- What a page of the post list shows can change only through the tables it reads (docs/decisions/0021,
-- sixth pass). Every change to one of them moves its organisation's list version as the transaction
-- commits, and sends a notice; a process keeps pages it answered under the version they were read at,
-- and answers one again while the version stands still.
--
-- The version lives on the organisation's archive chain head: the one row every change of the
-- organisation's posts already takes at its commit (0034), so that the version adds no second lock that
-- two commits could take in opposite orders.
ALTER TABLE "archive_chains" ADD COLUMN "list_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- Runs as the tables' owner: the head is not the tenant's to write (0034). Once per organisation and
-- transaction: the version only has to move, and it commits with everything the transaction changed.
CREATE FUNCTION roi_note_post_list_change(organization integer) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
DECLARE
  noted text := coalesce(pg_catalog.current_setting('roi.post_lists_changed', true), '');
  mark text := ',' || organization::text || ',';
BEGIN
  IF pg_catalog.strpos(noted, mark) > 0 THEN
    RETURN;
  END IF;
  PERFORM pg_catalog.set_config('roi.post_lists_changed', noted || mark, true);
  INSERT INTO public.archive_chains (organization_id, head_hash, list_version) VALUES (organization, pg_catalog.repeat('0', 64), 1)
    ON CONFLICT (organization_id) DO UPDATE SET list_version = public.archive_chains.list_version + 1;
  PERFORM pg_catalog.pg_notify('roi_post_list_changed', '');
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_note_post_list_change(integer) FROM PUBLIC;
--> statement-breakpoint
-- The organisation a changed row belongs to, named by the trigger's argument: a column of the row
-- ('organization_id', or 'id' for an organisation itself), its post ('post_id'), or, for a person, every
-- organisation whose posts they wrote ('author'). A row whose post is gone with it needs nothing here:
-- the post's own deletion moved the version.
CREATE FUNCTION roi_post_list_changed() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
DECLARE
  changed record;
  organization integer;
BEGIN
  IF TG_OP = 'DELETE' THEN
    changed := OLD;
  ELSE
    changed := NEW;
  END IF;
  -- A field is looked up only in the branch the argument takes: each table has the one it names.
  IF TG_ARGV[0] = 'author' THEN
    -- In the order of organisation, as every writer of several heads takes them.
    FOR organization IN
      SELECT DISTINCT written.organization_id FROM public.posts AS written WHERE written.user_id = changed.id ORDER BY written.organization_id
    LOOP
      PERFORM public.roi_note_post_list_change(organization);
    END LOOP;
    RETURN NULL;
  ELSIF TG_ARGV[0] = 'post_id' THEN
    SELECT post.organization_id INTO organization FROM public.posts AS post WHERE post.id = changed.post_id;
  ELSIF TG_ARGV[0] = 'id' THEN
    organization := changed.id;
  ELSE
    organization := changed.organization_id;
  END IF;
  IF organization IS NOT NULL THEN
    PERFORM public.roi_note_post_list_change(organization);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
REVOKE ALL ON FUNCTION roi_post_list_changed() FROM PUBLIC;
--> statement-breakpoint
-- Deferred, as the archive's own trigger: the head is held from the commit's triggers to its end only.
-- Every table a page of the list reads: posts, their images, targets and reviews with the rejection's
-- comment, the accounts and connections the targets name, campaigns, organisations' names and time
-- zones, and authors' names.
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
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('id');
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER post_list_changed AFTER UPDATE OF "first_name", "last_name" ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION roi_post_list_changed('author');
--> statement-breakpoint
-- The version of one organisation's list, or of every one's together when none is named: read by a
-- request in whatever scope its connection is, so past the heads' row security. It tells only how
-- many changes there were, and is never sent to anyone.
CREATE FUNCTION roi_post_list_version(organization integer) RETURNS double precision
  LANGUAGE plpgsql STABLE SECURITY DEFINER SET search_path = pg_catalog, public, pg_temp
  AS $$
BEGIN
  IF organization IS NULL THEN
    RETURN (SELECT coalesce(sum(heads.list_version), 0) FROM public.archive_chains AS heads);
  END IF;
  RETURN coalesce((SELECT heads.list_version FROM public.archive_chains AS heads WHERE heads.organization_id = organization), 0);
END
$$;
