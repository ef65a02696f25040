CREATE INDEX "reports_tenant_room_start_idx" ON "housekeeping_reports" USING btree ("tenant_id","room_id","start_date" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX "reports_room_start_idx";