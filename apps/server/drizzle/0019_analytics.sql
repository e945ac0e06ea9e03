CREATE TABLE "analytics_collections" (
	"account_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lease_owner" text,
	"lease_expires_at" timestamp with time zone,
	"last_collected_at" timestamp with time zone,
	"last_error" text,
	"unreadable" text
);
--> statement-breakpoint
CREATE TABLE "follower_counts_daily" (
	"account_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "follower_counts_daily_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "follower_demographics" (
	"account_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"facet" text NOT NULL,
	"value" text NOT NULL,
	"label" text NOT NULL,
	"followers" integer NOT NULL,
	CONSTRAINT "follower_demographics_account_id_day_facet_value_pk" PRIMARY KEY("account_id","day","facet","value")
);
--> statement-breakpoint
CREATE TABLE "page_statistics_daily" (
	"account_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer NOT NULL,
	"unique_impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"reactions" integer NOT NULL,
	"comments" integer NOT NULL,
	"reposts" integer NOT NULL,
	"engagement" double precision NOT NULL,
	CONSTRAINT "page_statistics_daily_account_id_day_pk" PRIMARY KEY("account_id","day")
);
--> statement-breakpoint
CREATE TABLE "post_statistics" (
	"publication_id" integer PRIMARY KEY NOT NULL,
	"organization_id" integer NOT NULL,
	"impressions" integer NOT NULL,
	"unique_impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"reactions" integer NOT NULL,
	"comments" integer NOT NULL,
	"reposts" integer NOT NULL,
	"engagement" double precision NOT NULL,
	"collected_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_statistics_daily" (
	"publication_id" integer NOT NULL,
	"organization_id" integer NOT NULL,
	"day" date NOT NULL,
	"impressions" integer NOT NULL,
	"unique_impressions" integer NOT NULL,
	"clicks" integer NOT NULL,
	"reactions" integer NOT NULL,
	"comments" integer NOT NULL,
	"reposts" integer NOT NULL,
	"engagement" double precision NOT NULL,
	CONSTRAINT "post_statistics_daily_publication_id_day_pk" PRIMARY KEY("publication_id","day")
);
--> statement-breakpoint
ALTER TABLE "analytics_collections" ADD CONSTRAINT "analytics_collections_account_id_integration_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."integration_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_collections" ADD CONSTRAINT "analytics_collections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_counts_daily" ADD CONSTRAINT "follower_counts_daily_account_id_integration_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."integration_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_counts_daily" ADD CONSTRAINT "follower_counts_daily_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_demographics" ADD CONSTRAINT "follower_demographics_account_id_integration_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."integration_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "follower_demographics" ADD CONSTRAINT "follower_demographics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_statistics_daily" ADD CONSTRAINT "page_statistics_daily_account_id_integration_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."integration_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_statistics_daily" ADD CONSTRAINT "page_statistics_daily_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_statistics" ADD CONSTRAINT "post_statistics_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_statistics" ADD CONSTRAINT "post_statistics_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_statistics_daily" ADD CONSTRAINT "post_statistics_daily_publication_id_publications_id_fk" FOREIGN KEY ("publication_id") REFERENCES "public"."publications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_statistics_daily" ADD CONSTRAINT "post_statistics_daily_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_collections_due_idx" ON "analytics_collections" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "analytics_collections_organization_idx" ON "analytics_collections" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "follower_counts_daily_organization_day_idx" ON "follower_counts_daily" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "page_statistics_daily_organization_day_idx" ON "page_statistics_daily" USING btree ("organization_id","day");--> statement-breakpoint
CREATE INDEX "post_statistics_organization_idx" ON "post_statistics" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "publications_organization_published_idx" ON "publications" USING btree ("organization_id","published_at");--> statement-breakpoint
-- row security
DO $$
DECLARE
  scoped_table text;
BEGIN
  FOREACH scoped_table IN ARRAY ARRAY['analytics_collections', 'page_statistics_daily', 'follower_counts_daily', 'post_statistics_daily', 'post_statistics', 'follower_demographics'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', scoped_table);
    EXECUTE format(
      'CREATE POLICY organization_scope ON %I TO roi_tenant'
      ' USING (roi_organization_visible(organization_id)) WITH CHECK (roi_organization_visible(organization_id))',
      scoped_table
    );
  END LOOP;
END
$$;
