CREATE TABLE "site_benchmark_entries" (
	"tenant_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	"weeks" smallint NOT NULL,
	"period_to" date NOT NULL,
	"measures" jsonb NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "site_benchmark_entries_tenant_id_facility_id_weeks_pk" PRIMARY KEY("tenant_id","facility_id","weeks")
);
--> statement-breakpoint
ALTER TABLE "site_benchmark_entries" ADD CONSTRAINT "site_benchmark_entries_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
SELECT app_protect_tenant_table('site_benchmark_entries');
