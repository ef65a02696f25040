-- The room dashboard asks, on every GET, for the latest change of the site (its snapshot stays valid while
-- that is the same). As a tenant transaction that is four round trips (begin, set_config, select, commit)
-- for one index lookup; this function does it in one statement. It sets the tenant for its own statement
-- only (set_config local to the statement's implicit transaction, or to the caller's transaction), so row
-- security applies exactly as in withTenant; it grants nothing the app role could not do itself.
CREATE OR REPLACE FUNCTION app_site_version(p_tenant uuid, p_facility uuid) RETURNS bigint
  LANGUAGE plpgsql VOLATILE
  AS $$
DECLARE
  v bigint;
BEGIN
  PERFORM set_config('app.tenant_id', p_tenant::text, true);
  SELECT greatest(
    (SELECT max(id) FROM events WHERE tenant_id = p_tenant AND facility_id = p_facility
       AND type NOT LIKE 'auth.%' AND type NOT LIKE 'device.%' AND type <> 'file.uploaded'),
    (SELECT max(id) FROM events WHERE tenant_id = p_tenant AND facility_id IS NULL
       AND type NOT LIKE 'auth.%' AND type NOT LIKE 'device.%' AND type <> 'file.uploaded'))
  INTO v;
  RETURN coalesce(v, 0);
END
$$;
--> statement-breakpoint
GRANT EXECUTE ON FUNCTION app_site_version(uuid, uuid) TO carehome_app;
