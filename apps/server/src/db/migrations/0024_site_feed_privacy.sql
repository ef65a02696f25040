ALTER TABLE "sites" ADD COLUMN "feed_shows_room_states" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sites" ADD COLUMN "feed_shows_staff_names" boolean DEFAULT false NOT NULL;