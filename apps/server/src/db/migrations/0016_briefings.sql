CREATE TABLE "acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"hyperlink" text,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "briefing_checks" (
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"briefing_id" uuid NOT NULL,
	"item_id" uuid NOT NULL,
	"date" date NOT NULL,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_id" uuid,
	CONSTRAINT "briefing_checks_tenant_id_staff_member_id_briefing_id_item_id_date_pk" PRIMARY KEY("tenant_id","staff_member_id","briefing_id","item_id","date")
);
--> statement-breakpoint
CREATE TABLE "daily_briefings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid,
	"level" text NOT NULL,
	"name" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"positions" text[] DEFAULT '{}' NOT NULL,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_acknowledgements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"level" text NOT NULL,
	"message" text NOT NULL,
	"hyperlink" text,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_acknowledgements" (
	"tenant_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"acknowledgement_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"acknowledged_at" timestamp with time zone DEFAULT now() NOT NULL,
	"device_id" uuid,
	CONSTRAINT "staff_acknowledgements_tenant_id_staff_member_id_acknowledgement_id_pk" PRIMARY KEY("tenant_id","staff_member_id","acknowledgement_id")
);
--> statement-breakpoint
ALTER TABLE "acknowledgements" ADD CONSTRAINT "acknowledgements_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefing_checks" ADD CONSTRAINT "briefing_checks_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "briefing_checks" ADD CONSTRAINT "briefing_checks_briefing_id_daily_briefings_id_fk" FOREIGN KEY ("briefing_id") REFERENCES "public"."daily_briefings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_briefings" ADD CONSTRAINT "daily_briefings_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_acknowledgements" ADD CONSTRAINT "staff_acknowledgements_staff_member_id_staff_members_id_fk" FOREIGN KEY ("staff_member_id") REFERENCES "public"."staff_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acknowledgements_tenant_idx" ON "acknowledgements" USING btree ("tenant_id","facility_id");--> statement-breakpoint
CREATE INDEX "briefing_checks_site_date_idx" ON "briefing_checks" USING btree ("tenant_id","facility_id","date");--> statement-breakpoint
CREATE INDEX "daily_briefings_tenant_idx" ON "daily_briefings" USING btree ("tenant_id","facility_id");--> statement-breakpoint
CREATE INDEX "staff_acknowledgements_ack_idx" ON "staff_acknowledgements" USING btree ("tenant_id","acknowledgement_id");--> statement-breakpoint
-- Row-level security for the briefings' tables (see 0001 for the function).
SELECT app_protect_tenant_table('daily_briefings');
--> statement-breakpoint
SELECT app_protect_tenant_table('briefing_checks');
--> statement-breakpoint
SELECT app_protect_tenant_table('acknowledgements');
--> statement-breakpoint
SELECT app_protect_tenant_table('staff_acknowledgements');
--> statement-breakpoint
-- The provider's acknowledgements (health authority, provincial) are platform data every organization
-- reads: any transaction may read them; only a platform transaction (withPlatform, system users through
-- /chssystem/updateacknowledgements) may write them.
ALTER TABLE provider_acknowledgements ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
ALTER TABLE provider_acknowledgements FORCE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY read_all ON provider_acknowledgements FOR SELECT USING (true);
--> statement-breakpoint
CREATE POLICY platform_write ON provider_acknowledgements FOR ALL USING (app_is_platform()) WITH CHECK (app_is_platform());
