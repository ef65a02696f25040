ALTER TABLE "mail_outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "housekeeping_reports" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "housekeeping_reports" ADD COLUMN "device_id" uuid;--> statement-breakpoint
ALTER TABLE "marking_reports" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "marking_reports" ADD COLUMN "device_id" uuid;