ALTER TABLE "housekeeping_reports" ADD COLUMN "residents" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "housekeeping_reports" ADD COLUMN "declined_by_resident_id" uuid;