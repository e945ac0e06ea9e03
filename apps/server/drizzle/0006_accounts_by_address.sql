CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"requests" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_email_unique";--> statement-breakpoint
CREATE UNIQUE INDEX "users_organization_email_unique" ON "users" USING btree ("organization_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "users_account_email_unique" ON "users" USING btree ("email") WHERE "users"."password_hash" is not null;--> statement-breakpoint
-- Whether an address has an account in any organisation (docs/decisions/0012). An invitation asks it
-- inside its caller's organisation scope, where row security hides other organisations' users; the
-- function runs as its owner, which row security does not restrict, and answers yes or no, nothing more.
CREATE FUNCTION roi_address_has_account(address text) RETURNS boolean
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = public
  AS $$
    SELECT EXISTS (SELECT 1 FROM users WHERE email = address AND password_hash IS NOT NULL)
  $$;
