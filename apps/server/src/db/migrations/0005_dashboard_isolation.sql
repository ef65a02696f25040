-- Row-level security for the tables of the room dashboard issue (see 0001 for the function).
SELECT app_protect_tenant_table('residents');
--> statement-breakpoint
SELECT app_protect_tenant_table('housekeeping_reports');
--> statement-breakpoint
SELECT app_protect_tenant_table('marking_reports');
--> statement-breakpoint
SELECT app_protect_tenant_table('room_last_cleans');
--> statement-breakpoint
SELECT app_protect_tenant_table('outstanding_tasks');
--> statement-breakpoint
SELECT app_protect_tenant_table('staff_assignments');
