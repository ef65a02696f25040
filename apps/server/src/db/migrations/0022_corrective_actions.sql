CREATE TABLE "corrective_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"pass" integer DEFAULT 1 NOT NULL,
	"failed_report_id" uuid NOT NULL,
	"clean_type" text NOT NULL,
	"failures" jsonb NOT NULL,
	"auditor_name" text,
	"audit_comment" text,
	"audit_photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"reclean_report_id" uuid,
	"reclean_by" text,
	"reclean_at" timestamp with time zone,
	"reclean_operations" jsonb,
	"reaudit_result" text,
	"reaudit_at" timestamp with time zone,
	"reaudit_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_failed_report_id_housekeeping_reports_id_fk" FOREIGN KEY ("failed_report_id") REFERENCES "public"."housekeeping_reports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "corrective_actions" ADD CONSTRAINT "corrective_actions_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_failed_report_unique" ON "corrective_actions" USING btree ("failed_report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "corrective_actions_room_active_unique" ON "corrective_actions" USING btree ("room_id") WHERE status <> 'closed';--> statement-breakpoint
CREATE INDEX "corrective_actions_site_failed_idx" ON "corrective_actions" USING btree ("tenant_id","facility_id","failed_at");--> statement-breakpoint
SELECT app_protect_tenant_table('corrective_actions');
