CREATE TABLE "resident_access_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"action" text NOT NULL,
	"fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text,
	"device_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "resident_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"resident_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"date" date NOT NULL,
	"from_room_id" uuid,
	"to_room_id" uuid,
	"clean" jsonb,
	"by_staff_id" uuid,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "resident_events" ADD CONSTRAINT "resident_events_resident_id_residents_id_fk" FOREIGN KEY ("resident_id") REFERENCES "public"."residents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_events" ADD CONSTRAINT "resident_events_from_room_id_rooms_id_fk" FOREIGN KEY ("from_room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_events" ADD CONSTRAINT "resident_events_to_room_id_rooms_id_fk" FOREIGN KEY ("to_room_id") REFERENCES "public"."rooms"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resident_events" ADD CONSTRAINT "resident_events_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "resident_access_log_resident_idx" ON "resident_access_log" USING btree ("tenant_id","resident_id","created_at");--> statement-breakpoint
CREATE INDEX "resident_events_resident_idx" ON "resident_events" USING btree ("resident_id","created_at");--> statement-breakpoint
-- Row-level security for the residents issue's tables (see 0001 for the function).
SELECT app_protect_tenant_table('resident_events');
--> statement-breakpoint
SELECT app_protect_tenant_table('resident_access_log');
--> statement-breakpoint
-- The access log is written once and never changed by the app.
REVOKE UPDATE ON "resident_access_log" FROM carehome_app;
