CREATE TABLE "notification_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"kind" text DEFAULT 'overdueRoomsNotification' NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"result" text NOT NULL,
	"recipients" integer DEFAULT 0 NOT NULL,
	"overdue_rooms" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 1 NOT NULL,
	"error" text,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_members" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "notification_runs" ADD CONSTRAINT "notification_runs_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "notification_runs_site_run_unique" ON "notification_runs" USING btree ("tenant_id","facility_id","kind","run_at");--> statement-breakpoint
CREATE INDEX "notification_runs_latest_idx" ON "notification_runs" USING btree ("tenant_id","facility_id","kind","run_at" DESC NULLS LAST);--> statement-breakpoint
-- Row-level security for the notification runs (see 0001 for the function).
SELECT app_protect_tenant_table('notification_runs');
