CREATE TABLE "staff_day_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"date" date NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"saved_by" uuid,
	"saved_by_name" text,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_day_reports" ADD CONSTRAINT "staff_day_reports_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_day_reports_unique" ON "staff_day_reports" USING btree ("facility_id","staff_member_id","date");--> statement-breakpoint
CREATE INDEX "staff_day_reports_site_date_idx" ON "staff_day_reports" USING btree ("tenant_id","facility_id","date");--> statement-breakpoint
CREATE INDEX "reports_site_start_idx" ON "housekeeping_reports" USING btree ("tenant_id","facility_id","start_date");--> statement-breakpoint
CREATE INDEX "reports_marking_idx" ON "housekeeping_reports" USING btree ("marking_report_id") WHERE "housekeeping_reports"."marking_report_id" is not null;--> statement-breakpoint
CREATE INDEX "marking_site_start_idx" ON "marking_reports" USING btree ("tenant_id","facility_id","start_date");--> statement-breakpoint
-- Row-level security for the saved daily staff reports (see 0001 for the function).
SELECT app_protect_tenant_table('staff_day_reports');
