-- Tenant isolation enforced by PostgreSQL (DESIGN.md section 1).
-- The app connects as carehome_app: it owns no table, is not superuser and cannot bypass RLS.
-- Every transaction of the app starts with set_config('app.tenant_id', <uuid>, true); a transaction
-- without it sees zero rows of every tenant table. Platform code that must work across organizations
-- (system users listing organizations, the mail dispatcher) opts in explicitly with app.platform = 'on'.
DO $$
BEGIN
  IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = 'carehome_app') THEN
    CREATE ROLE carehome_app NOLOGIN NOSUPERUSER NOBYPASSRLS;
  END IF;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_current_tenant() RETURNS uuid
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT nullif(current_setting('app.tenant_id', true), '')::uuid $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION app_is_platform() RETURNS boolean
  LANGUAGE sql STABLE PARALLEL SAFE
  AS $$ SELECT coalesce(current_setting('app.platform', true), '') = 'on' $$;
--> statement-breakpoint
-- Protects one tenant table: RLS enabled and forced (the owner is subject to it too), with the
-- tenant policy on `key_column`. Later migrations call it for each table they add.
CREATE OR REPLACE FUNCTION app_protect_tenant_table(tbl regclass, key_column text DEFAULT 'tenant_id', platform_access boolean DEFAULT false)
  RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('ALTER TABLE %s ENABLE ROW LEVEL SECURITY', tbl);
  EXECUTE format('ALTER TABLE %s FORCE ROW LEVEL SECURITY', tbl);
  EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %s', tbl);
  EXECUTE format(
    'CREATE POLICY tenant_isolation ON %s USING (%I = app_current_tenant()) WITH CHECK (%I = app_current_tenant())',
    tbl, key_column, key_column);
  EXECUTE format('DROP POLICY IF EXISTS platform_access ON %s', tbl);
  IF platform_access THEN
    EXECUTE format('CREATE POLICY platform_access ON %s USING (app_is_platform()) WITH CHECK (app_is_platform())', tbl);
  END IF;
END
$$;
--> statement-breakpoint
SELECT app_protect_tenant_table('organizations', 'id', true);
--> statement-breakpoint
SELECT app_protect_tenant_table('sites', 'tenant_id', true);
--> statement-breakpoint
SELECT app_protect_tenant_table('staff_members');
--> statement-breakpoint
SELECT app_protect_tenant_table('idempotency_keys');
--> statement-breakpoint
SELECT app_protect_tenant_table('events', 'tenant_id', true);
--> statement-breakpoint
SELECT app_protect_tenant_table('mail_outbox', 'tenant_id', true);
--> statement-breakpoint
-- Sign-in attempts and mail that match no organization are written without a tenant; they can be
-- inserted from any transaction but read only by platform code.
CREATE POLICY untenanted_insert ON events FOR INSERT WITH CHECK (tenant_id IS NULL);
--> statement-breakpoint
CREATE POLICY untenanted_insert ON mail_outbox FOR INSERT WITH CHECK (tenant_id IS NULL);
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO carehome_app;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO carehome_app;
--> statement-breakpoint
GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO carehome_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO carehome_app;
--> statement-breakpoint
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO carehome_app;
--> statement-breakpoint
-- The audit trail is append-only for the app; secrets are read-only.
REVOKE UPDATE, DELETE, TRUNCATE ON events FROM carehome_app;
--> statement-breakpoint
REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON platform_secrets FROM carehome_app;
--> statement-breakpoint
INSERT INTO platform_secrets (name, value) VALUES ('pin_pepper', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')) ON CONFLICT DO NOTHING;
