CREATE TABLE "sync_data_sources" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"name" text NOT NULL,
	"application" text NOT NULL,
	"external_facility_id" text NOT NULL,
	"organization_uuid" uuid NOT NULL,
	"auth_kind" text NOT NULL,
	"base_url" text NOT NULL,
	"client_id" text,
	"client_secret_sealed" text,
	"client_certificate" text,
	"private_key_sealed" text,
	"webhook_sync" boolean DEFAULT false NOT NULL,
	"api_key_hash" text,
	"quota" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sync_data_sources" ADD CONSTRAINT "sync_data_sources_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sync_data_sources_facility_idx" ON "sync_data_sources" USING btree ("facility_id");--> statement-breakpoint
-- Row-level security for the synchronization data sources (see 0001 for the function).
SELECT app_protect_tenant_table('sync_data_sources');
