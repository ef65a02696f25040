-- Row-level security for the tables of the administration issue (see 0001 for the function).
SELECT app_protect_tenant_table('room_areas');
--> statement-breakpoint
SELECT app_protect_tenant_table('rooms');
--> statement-breakpoint
SELECT app_protect_tenant_table('housekeeping_configs');
--> statement-breakpoint
SELECT app_protect_tenant_table('files');
