-- Organisation scoping enforced by the database itself (docs/decisions/0010).
-- A request made by a signed-in user runs as the role roi_tenant with the setting
-- roi.organization_scope naming the one organisation it may see ('all' for agency users); row-level
-- security then hides every other organisation's rows and refuses to write them, whatever a query
-- forgets. Work outside a request (migrations, the publishing worker, sign-in) runs as the owner.
DO $$
BEGIN
  CREATE ROLE roi_tenant NOLOGIN;
EXCEPTION WHEN duplicate_object THEN
  -- Roles belong to the whole cluster: another database on it made it already.
  NULL;
END
$$;
--> statement-breakpoint
-- The migrating user must be able to SET ROLE to it. From PostgreSQL 16, the grant a CREATEROLE user
-- gets on a role it creates is ADMIN only (no SET), so membership alone is not enough there.
DO $$
BEGIN
  IF current_setting('server_version_num')::integer >= 160000 THEN
    IF NOT pg_has_role(current_user, 'roi_tenant', 'SET') THEN
      EXECUTE format('GRANT roi_tenant TO %I WITH SET TRUE, INHERIT FALSE', current_user);
    END IF;
  ELSIF NOT pg_has_role(current_user, 'roi_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT roi_tenant TO %I', current_user);
  END IF;
END
$$;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO roi_tenant;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO roi_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO roi_tenant;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO roi_tenant;
--> statement-breakpoint
-- Unset or empty (a connection that was never scoped) shows nothing: the guard fails closed.
CREATE FUNCTION roi_organization_visible(organization_id integer) RETURNS boolean
  LANGUAGE sql STABLE
  AS $$
    SELECT CASE current_setting('roi.organization_scope', true)
      WHEN 'all' THEN true
      ELSE organization_id = nullif(current_setting('roi.organization_scope', true), '')::integer
    END
  $$;
--> statement-breakpoint
ALTER TABLE "organizations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_scope ON "organizations" TO roi_tenant
  USING (roi_organization_visible(id)) WITH CHECK (roi_organization_visible(id));
--> statement-breakpoint
ALTER TABLE "menu_access" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_scope ON "menu_access" TO roi_tenant
  USING (roi_organization_visible(organization_id)) WITH CHECK (roi_organization_visible(organization_id));
--> statement-breakpoint
-- Rows without an organisation are the defaults every organisation starts from: readable by all,
-- changed by none (policies for one command add to those for all commands, so this adds reading only).
CREATE POLICY defaults_readable ON "menu_access" FOR SELECT TO roi_tenant USING (organization_id IS NULL);
--> statement-breakpoint
ALTER TABLE "invitations" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_scope ON "invitations" TO roi_tenant
  USING (EXISTS (
    SELECT 1 FROM "users" WHERE "users"."id" = "invitations"."user_id" AND roi_organization_visible("users"."organization_id")
  ))
  WITH CHECK (EXISTS (
    SELECT 1 FROM "users" WHERE "users"."id" = "invitations"."user_id" AND roi_organization_visible("users"."organization_id")
  ));
--> statement-breakpoint
-- The tables whose rows carry their organisation.
DO $$
DECLARE
  scoped_table text;
BEGIN
  FOREACH scoped_table IN ARRAY ARRAY[
    'users', 'campaigns', 'posts', 'organization_post_counts', 'generations', 'generation_throttle',
    'oauth_states', 'integrations', 'integration_accounts', 'publications', 'sandbox_posts'
  ] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', scoped_table);
    EXECUTE format(
      'CREATE POLICY organization_scope ON %I TO roi_tenant'
      ' USING (roi_organization_visible(organization_id)) WITH CHECK (roi_organization_visible(organization_id))',
      scoped_table
    );
  END LOOP;
END
$$;
--> statement-breakpoint
-- Agency staff write posts and connect accounts for their clients, and a client's records name them.
CREATE POLICY agency_staff_readable ON "users" FOR SELECT TO roi_tenant USING (organization_id = 1);
--> statement-breakpoint
ALTER TABLE "post_images" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY organization_scope ON "post_images" TO roi_tenant
  USING (EXISTS (SELECT 1 FROM "posts" WHERE "posts"."id" = "post_images"."post_id"))
  WITH CHECK (EXISTS (SELECT 1 FROM "posts" WHERE "posts"."id" = "post_images"."post_id"));
