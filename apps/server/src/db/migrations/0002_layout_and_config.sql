CREATE TABLE "files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "housekeeping_configs" (
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"document" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid,
	CONSTRAINT "housekeeping_configs_tenant_id_facility_id_pk" PRIMARY KEY("tenant_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "room_areas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"area_id" uuid,
	"room_number" text NOT NULL,
	"room_type_id" uuid,
	"qr_code" text NOT NULL,
	"description" text,
	"is_archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "supervisors" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "sponsor_staff_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "api_key_hash" "bytea";--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "api_key_prefix" text;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "api_key_created_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "room_areas" ADD CONSTRAINT "room_areas_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_areas" ADD CONSTRAINT "room_areas_parent_id_room_areas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."room_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_area_id_room_areas_id_fk" FOREIGN KEY ("area_id") REFERENCES "public"."room_areas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "files_name_unique" ON "files" USING btree ("name");--> statement-breakpoint
CREATE INDEX "files_tenant_idx" ON "files" USING btree ("tenant_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "room_areas_name_unique" ON "room_areas" USING btree ("facility_id",coalesce("parent_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("name"));--> statement-breakpoint
CREATE INDEX "room_areas_site_idx" ON "room_areas" USING btree ("tenant_id","facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_number_unique" ON "rooms" USING btree ("facility_id",coalesce("area_id", '00000000-0000-0000-0000-000000000000'::uuid),lower("room_number"));--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_qr_unique" ON "rooms" USING btree ("tenant_id","qr_code");--> statement-breakpoint
CREATE INDEX "rooms_site_idx" ON "rooms" USING btree ("tenant_id","facility_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sites_api_key_unique" ON "sites" USING btree ("api_key_hash");