CREATE TABLE "access_generation" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"value" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "access_generation_single" CHECK ("access_generation"."single")
);
--> statement-breakpoint
CREATE TABLE "seed_state" (
	"single" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"fingerprint" text NOT NULL,
	CONSTRAINT "seed_state_single" CHECK ("seed_state"."single")
);
--> statement-breakpoint
CREATE TABLE "stored_images" (
	"name" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- The counter's one row, made here.
INSERT INTO "access_generation" ("single", "value") VALUES (true, 0);--> statement-breakpoint
-- Every change that decides who may do what moves the counter in its own transaction. Statement
-- triggers: one bump per statement, however many rows it touches.
CREATE FUNCTION roi_bump_access_generation() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE access_generation SET value = value + 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_access_changed AFTER UPDATE OF status, role_id, organization_id, email OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION roi_bump_access_generation();--> statement-breakpoint
CREATE TRIGGER organizations_access_changed AFTER UPDATE OF org_type_id OR DELETE OR TRUNCATE ON organizations
  FOR EACH STATEMENT EXECUTE FUNCTION roi_bump_access_generation();--> statement-breakpoint
CREATE TRIGGER refresh_tokens_access_changed AFTER UPDATE OF revoked_at, user_id, family_id OR DELETE OR TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION roi_bump_access_generation();--> statement-breakpoint
CREATE TRIGGER menu_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_access
  FOR EACH STATEMENT EXECUTE FUNCTION roi_bump_access_generation();--> statement-breakpoint
CREATE TRIGGER menus_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menus
  FOR EACH STATEMENT EXECUTE FUNCTION roi_bump_access_generation();--> statement-breakpoint
CREATE TRIGGER menu_features_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON menu_features
  FOR EACH STATEMENT EXECUTE FUNCTION roi_bump_access_generation();--> statement-breakpoint
CREATE TRIGGER feature_actions_access_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON feature_actions
  FOR EACH STATEMENT EXECUTE FUNCTION roi_bump_access_generation();
