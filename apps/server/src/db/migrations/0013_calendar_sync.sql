CREATE TABLE "calendar_event_links" (
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"uid" text NOT NULL,
	"recurrence_id" text DEFAULT '' NOT NULL,
	"assignment_id" uuid NOT NULL,
	"imported" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_event_links_facility_id_uid_recurrence_id_pk" PRIMARY KEY("facility_id","uid","recurrence_id")
);
--> statement-breakpoint
CREATE TABLE "calendar_import_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"filters" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapping" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"replacements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_event_links" ADD CONSTRAINT "calendar_event_links_assignment_id_staff_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."staff_assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_event_links" ADD CONSTRAINT "calendar_event_links_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_import_profiles" ADD CONSTRAINT "calendar_import_profiles_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "calendar_event_links_assignment_idx" ON "calendar_event_links" USING btree ("assignment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_import_profiles_name_unique" ON "calendar_import_profiles" USING btree ("facility_id","name");--> statement-breakpoint
-- Row-level security for the calendar tables (see 0001 for the function).
SELECT app_protect_tenant_table('calendar_import_profiles');
--> statement-breakpoint
SELECT app_protect_tenant_table('calendar_event_links');
