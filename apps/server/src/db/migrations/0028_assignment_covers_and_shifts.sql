ALTER TABLE "staff_members" ADD COLUMN "shift_minutes" smallint;--> statement-breakpoint
ALTER TABLE "staff_assignments" ADD COLUMN "covers_staff_member_id" uuid;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "shift_minutes" smallint DEFAULT 450 NOT NULL;