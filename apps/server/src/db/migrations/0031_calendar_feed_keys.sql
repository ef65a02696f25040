CREATE TABLE "calendar_feed_keys" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"label" text NOT NULL,
	"key_hash" "bytea" NOT NULL,
	"created_by" uuid NOT NULL,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "calendar_feed_keys" ADD CONSTRAINT "calendar_feed_keys_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "calendar_feed_keys_hash_unique" ON "calendar_feed_keys" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "calendar_feed_keys_site_idx" ON "calendar_feed_keys" USING btree ("facility_id");--> statement-breakpoint
-- The feed finds a key under the platform role: a calendar app sends only the key, no organization.
SELECT app_protect_tenant_table('calendar_feed_keys', 'tenant_id', true);
