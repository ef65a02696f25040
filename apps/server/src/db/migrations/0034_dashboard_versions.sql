CREATE TABLE "site_versions" (
	"facility_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "site_version" bigint;--> statement-breakpoint
CREATE INDEX "events_site_version_idx" ON "events" USING btree ("facility_id","site_version") WHERE site_version is not null;--> statement-breakpoint
SELECT app_protect_tenant_table('site_versions', 'tenant_id', true);
--> statement-breakpoint
-- The room dashboard asks, on every read, for its site's version (its kept copy stays valid while that is the
-- same): one statement instead of a tenant transaction, setting the tenant for its own statement only, as
-- app_site_version (migration 0020) did for the latest event it replaces.
CREATE OR REPLACE FUNCTION app_dashboard_version(p_tenant uuid, p_facility uuid) RETURNS bigint
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v bigint;
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  SELECT version INTO v FROM site_versions WHERE facility_id = p_facility;
  RETURN coalesce(v, 0);
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_dashboard_version(uuid, uuid) TO carehome_app;
--> statement-breakpoint
DROP FUNCTION IF EXISTS app_site_version(uuid, uuid);
