CREATE TABLE "sync_adt_applied" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"data_source_id" uuid NOT NULL,
	"adt_record_id" text NOT NULL,
	"action" text NOT NULL,
	"resident_id" uuid,
	"before" jsonb,
	"clean" jsonb,
	"created_resident" boolean DEFAULT false NOT NULL,
	"undone" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"data_source_id" uuid NOT NULL,
	"message_id" text NOT NULL,
	"event_type" text NOT NULL,
	"patient_id" text NOT NULL,
	"event_date" text NOT NULL,
	"resource_ids" jsonb NOT NULL,
	"deliveries" integer DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"failure" jsonb,
	"effects" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sync_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"data_source_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"patient_ids" jsonb,
	"area_id" uuid,
	"total" integer DEFAULT 0 NOT NULL,
	"done" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"rooms_created" integer DEFAULT 0 NOT NULL,
	"rooms_matched" integer DEFAULT 0 NOT NULL,
	"problems" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"failure" jsonb,
	"resumes_at" timestamp with time zone,
	"by_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sync_data_sources" ADD COLUMN "import_area_id" uuid;--> statement-breakpoint
ALTER TABLE "sync_data_sources" ADD COLUMN "last_reconciled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "sync_adt_applied" ADD CONSTRAINT "sync_adt_applied_data_source_id_sync_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."sync_data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_messages" ADD CONSTRAINT "sync_messages_data_source_id_sync_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."sync_data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sync_runs" ADD CONSTRAINT "sync_runs_data_source_id_sync_data_sources_id_fk" FOREIGN KEY ("data_source_id") REFERENCES "public"."sync_data_sources"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sync_adt_applied_unique" ON "sync_adt_applied" USING btree ("data_source_id","adt_record_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sync_messages_message_unique" ON "sync_messages" USING btree ("data_source_id","message_id");--> statement-breakpoint
CREATE INDEX "sync_messages_due_idx" ON "sync_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "sync_messages_recent_idx" ON "sync_messages" USING btree ("data_source_id","created_at");--> statement-breakpoint
CREATE INDEX "sync_runs_source_idx" ON "sync_runs" USING btree ("data_source_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "residents_sync_unique" ON "residents" USING btree ("facility_id","sync_facility_id","sync_id") WHERE "residents"."sync_id" is not null;--> statement-breakpoint
-- Row-level security; platform access where background work crosses organizations: the webhook finds its
-- data source by id (the key is then checked), the daily reconciliation and the sweep of due messages.
SELECT app_protect_tenant_table('sync_data_sources', 'tenant_id', true);
--> statement-breakpoint
SELECT app_protect_tenant_table('sync_runs', 'tenant_id', true);
--> statement-breakpoint
SELECT app_protect_tenant_table('sync_messages', 'tenant_id', true);
--> statement-breakpoint
SELECT app_protect_tenant_table('sync_adt_applied');
