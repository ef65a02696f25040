CREATE TABLE "resident_bulk_reads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"route" text NOT NULL,
	"resident_ids" uuid[] NOT NULL,
	"actor_kind" text NOT NULL,
	"actor_id" uuid,
	"actor_name" text,
	"actor_role" text,
	"device_id" uuid,
	"session_id" uuid,
	"ip" text,
	"user_agent" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "resident_bulk_reads_residents_idx" ON "resident_bulk_reads" USING gin ("resident_ids");--> statement-breakpoint
CREATE INDEX "resident_bulk_reads_at_idx" ON "resident_bulk_reads" USING btree ("created_at");--> statement-breakpoint
-- Row-level security; platform access lets the retention purge delete old rows of every organization.
SELECT app_protect_tenant_table('resident_bulk_reads', 'tenant_id', true);
--> statement-breakpoint
-- The access log is written once and never changed by the app.
REVOKE UPDATE ON "resident_bulk_reads" FROM carehome_app;
--> statement-breakpoint
-- The retention purge also ages out single-resident reads and changes, across organizations.
SELECT app_protect_tenant_table('resident_access_log', 'tenant_id', true);
