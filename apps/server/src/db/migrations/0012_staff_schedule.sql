CREATE TABLE "assignment_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"description" text NOT NULL,
	"assignments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"description" text NOT NULL,
	"template_id" uuid NOT NULL,
	"period" text NOT NULL,
	"schedule" jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"last_run" timestamp with time zone,
	"last_result" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_absences" (
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"staff_member_id" uuid NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_absences_tenant_id_facility_id_staff_member_id_date_pk" PRIMARY KEY("tenant_id","facility_id","staff_member_id","date")
);
--> statement-breakpoint
ALTER TABLE "assignment_templates" ADD CONSTRAINT "assignment_templates_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_schedules" ADD CONSTRAINT "facility_schedules_template_id_assignment_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."assignment_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_schedules" ADD CONSTRAINT "facility_schedules_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_absences" ADD CONSTRAINT "staff_absences_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assignment_templates_site_idx" ON "assignment_templates" USING btree ("tenant_id","facility_id");--> statement-breakpoint
-- Row-level security for the staff schedule's tables (see 0001 for the function).
SELECT app_protect_tenant_table('staff_absences');
--> statement-breakpoint
SELECT app_protect_tenant_table('assignment_templates');
--> statement-breakpoint
SELECT app_protect_tenant_table('facility_schedules');
