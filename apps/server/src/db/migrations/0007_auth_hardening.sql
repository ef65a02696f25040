CREATE TABLE "known_sign_in_sources" (
	"subject_id" uuid NOT NULL,
	"source" text NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_sources_subject_id_source_pk" PRIMARY KEY("subject_id","source")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "family_started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "refreshed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "system_users" ADD COLUMN "last_tenant_id" uuid;--> statement-breakpoint
ALTER TABLE "system_users" ADD COLUMN "last_facility_id" uuid;--> statement-breakpoint
CREATE INDEX "known_sign_in_sources_seen_idx" ON "known_sign_in_sources" USING btree ("last_seen_at");--> statement-breakpoint
CREATE INDEX "sessions_family_idx" ON "sessions" USING btree ("family_id");