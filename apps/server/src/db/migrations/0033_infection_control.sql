CREATE TABLE "atp_limits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"brand" text NOT NULL,
	"surface" text,
	"pass_max" integer NOT NULL,
	"caution_max" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_targets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"area_id" uuid,
	"per_week" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clean_task_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"room_id" uuid NOT NULL,
	"task_key" text NOT NULL,
	"clean_type" text,
	"description" text,
	"created_at" timestamp with time zone NOT NULL,
	"started_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"report_id" uuid,
	"ended_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbreaks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"area_id" uuid,
	"reason" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"started_by" uuid,
	"started_by_name" text NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by" uuid,
	"ended_by_name" text,
	"end_note" text,
	"acknowledgement_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "turnaround_targets" (
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"response_minutes" integer NOT NULL,
	"clean_minutes" integer NOT NULL,
	"turnaround_minutes" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "turnaround_targets_facility_id_pk" PRIMARY KEY("facility_id")
);
--> statement-breakpoint
ALTER TABLE "atp_limits" ADD CONSTRAINT "atp_limits_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_targets" ADD CONSTRAINT "audit_targets_area_id_room_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."room_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_targets" ADD CONSTRAINT "audit_targets_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clean_task_log" ADD CONSTRAINT "clean_task_log_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clean_task_log" ADD CONSTRAINT "clean_task_log_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreaks" ADD CONSTRAINT "outbreaks_area_id_room_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."room_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbreaks" ADD CONSTRAINT "outbreaks_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "turnaround_targets" ADD CONSTRAINT "turnaround_targets_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "atp_limits_unique" ON "atp_limits" USING btree ("facility_id",lower("brand"),lower(coalesce("surface", '')));--> statement-breakpoint
CREATE UNIQUE INDEX "audit_targets_unique" ON "audit_targets" USING btree ("facility_id",coalesce("area_id", '00000000-0000-0000-0000-000000000000'::uuid));--> statement-breakpoint
CREATE INDEX "clean_task_log_site_idx" ON "clean_task_log" USING btree ("tenant_id","facility_id","created_at");--> statement-breakpoint
CREATE INDEX "clean_task_log_open_idx" ON "clean_task_log" USING btree ("room_id","task_key") WHERE "clean_task_log"."ended_at" is null;--> statement-breakpoint
CREATE INDEX "outbreaks_site_idx" ON "outbreaks" USING btree ("tenant_id","facility_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "outbreaks_active_idx" ON "outbreaks" USING btree ("facility_id") WHERE "outbreaks"."ended_at" is null;--> statement-breakpoint
SELECT app_protect_tenant_table('outbreaks');
--> statement-breakpoint
SELECT app_protect_tenant_table('atp_limits');
--> statement-breakpoint
SELECT app_protect_tenant_table('audit_targets');
--> statement-breakpoint
SELECT app_protect_tenant_table('turnaround_targets');
--> statement-breakpoint
SELECT app_protect_tenant_table('clean_task_log');
--> statement-breakpoint
-- Every task a room is given is logged, whichever module adds it: a new row (not the update of an upsert)
-- is a new task. It runs as the caller, so the tenant policy applies to the log row as to the task.
CREATE OR REPLACE FUNCTION clean_task_log_added() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO clean_task_log (tenant_id, facility_id, room_id, task_key, clean_type, description, created_at)
  SELECT NEW.tenant_id, r.facility_id, NEW.room_id, NEW.task_key, NEW.clean_type, NEW.description, NEW.start_date
  FROM rooms r WHERE r.id = NEW.room_id;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- A task leaving the room ends its log row; the code that ends it by a clean has filled the clean in first.
CREATE OR REPLACE FUNCTION clean_task_log_removed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE clean_task_log SET ended_at = now()
  WHERE room_id = OLD.room_id AND task_key = OLD.task_key AND ended_at IS NULL;
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER outstanding_tasks_log_added AFTER INSERT ON outstanding_tasks
  FOR EACH ROW EXECUTE FUNCTION clean_task_log_added();
--> statement-breakpoint
CREATE TRIGGER outstanding_tasks_log_removed AFTER DELETE ON outstanding_tasks
  FOR EACH ROW EXECUTE FUNCTION clean_task_log_removed();
