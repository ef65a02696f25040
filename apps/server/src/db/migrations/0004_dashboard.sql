CREATE TABLE "housekeeping_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"room_number" text NOT NULL,
	"room_type_id" uuid,
	"room_type" text NOT NULL,
	"resident_id" uuid,
	"resident_name" text,
	"staff_member_id" uuid,
	"staff_first_name" text DEFAULT '' NOT NULL,
	"staff_last_name" text DEFAULT '' NOT NULL,
	"routine_id" uuid,
	"clean_type" text NOT NULL,
	"priority" integer NOT NULL,
	"status" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"report_date" timestamp with time zone,
	"selected_group_time" timestamp with time zone,
	"comment" text,
	"resident_family_concern" text,
	"maintenance" text,
	"pest_control" text,
	"operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"supervisor_note" text,
	"decline_signature" text,
	"audit_report" jsonb,
	"marking_report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "marking_reports" (
	"id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"room_type" text NOT NULL,
	"clean_type" text NOT NULL,
	"auditor_id" uuid,
	"auditor_name" text,
	"start_date" timestamp with time zone NOT NULL,
	"marking_date" timestamp with time zone,
	"operations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"audited_report_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outstanding_tasks" (
	"tenant_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"task_key" text NOT NULL,
	"task_type" text DEFAULT 'Clean' NOT NULL,
	"description" text,
	"clean_type" text,
	"start_date" timestamp with time zone DEFAULT now() NOT NULL,
	"end_date" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "outstanding_tasks_room_id_task_key_pk" PRIMARY KEY("room_id","task_key")
);
--> statement-breakpoint
CREATE TABLE "room_last_cleans" (
	"tenant_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"priority" integer NOT NULL,
	"completed_at" timestamp with time zone NOT NULL,
	"report_id" uuid NOT NULL,
	CONSTRAINT "room_last_cleans_room_id_priority_pk" PRIMARY KEY("room_id","priority")
);
--> statement-breakpoint
CREATE TABLE "residents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"resident_ref" text NOT NULL,
	"name_prefix" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"nick_name" text,
	"photo" text,
	"room_id" uuid,
	"status" text DEFAULT 'Resident' NOT NULL,
	"arrival_date" date,
	"discharge_date" date,
	"fall_risk" boolean DEFAULT false NOT NULL,
	"exit_seeking" boolean DEFAULT false NOT NULL,
	"sexually_abusive" boolean DEFAULT false NOT NULL,
	"verbally_abusive" boolean DEFAULT false NOT NULL,
	"physically_aggressive" boolean DEFAULT false NOT NULL,
	"notes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"sync_id" text,
	"sync_facility_id" text,
	"sync_status" text DEFAULT 'None' NOT NULL,
	"import_source" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"staff_member_id" uuid,
	"description" text,
	"task" text,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"room_numbers" text[] DEFAULT '{}' NOT NULL,
	"room_type_id" uuid,
	"facility_areas" uuid[] DEFAULT '{}' NOT NULL,
	"clean_type" text,
	"scheduled_days" integer[] DEFAULT '{}' NOT NULL,
	"started" boolean DEFAULT false NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "room_state_id" uuid;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "state_clean_type" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "state_set_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "state_set_by" uuid;--> statement-breakpoint
ALTER TABLE "housekeeping_reports" ADD CONSTRAINT "housekeeping_reports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "housekeeping_reports" ADD CONSTRAINT "housekeeping_reports_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_reports" ADD CONSTRAINT "marking_reports_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "marking_reports" ADD CONSTRAINT "marking_reports_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outstanding_tasks" ADD CONSTRAINT "outstanding_tasks_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_last_cleans" ADD CONSTRAINT "room_last_cleans_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "residents" ADD CONSTRAINT "residents_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD CONSTRAINT "staff_assignments_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reports_room_start_idx" ON "housekeeping_reports" USING btree ("room_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reports_site_date_idx" ON "housekeeping_reports" USING btree ("tenant_id","facility_id","report_date" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "marking_room_start_idx" ON "marking_reports" USING btree ("room_id","start_date" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "residents_ref_unique" ON "residents" USING btree ("tenant_id",lower("resident_ref"));--> statement-breakpoint
CREATE INDEX "residents_room_idx" ON "residents" USING btree ("room_id") WHERE "residents"."status" = 'Resident';--> statement-breakpoint
CREATE INDEX "residents_site_idx" ON "residents" USING btree ("tenant_id","facility_id");--> statement-breakpoint
CREATE INDEX "assignments_site_dates_idx" ON "staff_assignments" USING btree ("tenant_id","facility_id","start_date","end_date");