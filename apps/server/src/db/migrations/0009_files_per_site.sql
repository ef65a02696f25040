ALTER TABLE "files" ADD COLUMN "facility_id" uuid;--> statement-breakpoint
ALTER TABLE "files" ADD CONSTRAINT "files_tenant_id_facility_id_sites_tenant_id_id_fk" FOREIGN KEY ("tenant_id","facility_id") REFERENCES "public"."sites"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "files_site_idx" ON "files" USING btree ("tenant_id","facility_id");--> statement-breakpoint
-- Existing files get the site they belong to: the site of the report that shows them, else the site of
-- the staff member who uploaded them. Logos stay the organization's (no site), and so do the rare files
-- that neither tells (a system user's upload no report uses). Row security is forced on these tables,
-- also for their owner; it is lifted for this update only, inside the migration's transaction.
ALTER TABLE "files" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "housekeeping_reports" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_members" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "files" f SET "facility_id" = r."facility_id"
  FROM "housekeeping_reports" r
  WHERE f."facility_id" IS NULL AND f."kind" <> 'logo' AND r."tenant_id" = f."tenant_id"
    AND (r."photos" @> jsonb_build_array(jsonb_build_object('photo', f."name"))
      OR coalesce(r."audit_report" -> 'photos', '[]'::jsonb) @> jsonb_build_array(jsonb_build_object('photo', f."name")));--> statement-breakpoint
UPDATE "files" f SET "facility_id" = s."facility_id"
  FROM "staff_members" s
  WHERE f."facility_id" IS NULL AND f."kind" <> 'logo' AND s."id" = f."created_by" AND s."tenant_id" = f."tenant_id";--> statement-breakpoint
ALTER TABLE "files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "housekeeping_reports" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "staff_members" FORCE ROW LEVEL SECURITY;
