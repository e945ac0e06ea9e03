CREATE TABLE "support_contacts" (
	"organization_id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"url" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_contacts" ADD CONSTRAINT "support_contacts_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- row security
ALTER TABLE "support_contacts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY organization_scope ON "support_contacts" TO roi_tenant
  USING (roi_organization_visible(organization_id)) WITH CHECK (roi_organization_visible(organization_id));
