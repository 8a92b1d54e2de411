ALTER TABLE "event_tickets" ALTER COLUMN "first_name" SET DATA TYPE varchar(80);--> statement-breakpoint
ALTER TABLE "event_tickets" ALTER COLUMN "last_name" SET DATA TYPE varchar(80);