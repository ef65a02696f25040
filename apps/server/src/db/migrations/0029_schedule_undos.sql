CREATE TABLE "schedule_undos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_ids" uuid[] DEFAULT '{}' NOT NULL,
	"before" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"absences" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"undone_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "schedule_undos" ADD CONSTRAINT "schedule_undos_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
SELECT app_protect_tenant_table('schedule_undos');

