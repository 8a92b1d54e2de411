ALTER TABLE "organizations" ADD COLUMN "logo_key" text;--> statement-breakpoint
ALTER TABLE "network_groups" ADD COLUMN "cover_key" text;