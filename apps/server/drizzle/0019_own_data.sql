CREATE TABLE "data_exports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(8) DEFAULT 'pending' NOT NULL,
	"storage_key" text,
	"size" bigint,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ready_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_status_check";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "deletion_due_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "data_exports" ADD CONSTRAINT "data_exports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "data_exports_user_idx" ON "data_exports" USING btree ("user_id","requested_at");--> statement-breakpoint
CREATE INDEX "data_exports_expires_idx" ON "data_exports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "users_deletion_due_idx" ON "users" USING btree ("deletion_due_at") WHERE "users"."deletion_due_at" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_status_check" CHECK ("users"."status" in ('unverified', 'inactive', 'active', 'suspended', 'deleted'));--> statement-breakpoint
-- The privacy policy says what export and deletion do (ADR 024): added to an installation's
-- policy when it still ends as the seed wrote it (an organisation's own edit is left alone).
UPDATE "policies" SET "content" = "content" || E'\n\n' || 'Export: "Download your data" in your settings builds an archive (ZIP) of your account, profile and settings, connections, the leads you passed and received, your rewards and campaigns, posts and responses, the messages you sent, your notes and the files you uploaded. We e-mail you a link; the archive can be downloaded from your settings for 7 days, then it is deleted.' || E'\n\n' || 'Deletion: "Delete your account" in your settings signs you out everywhere at once. For 14 days you can change your mind by signing in again. After that we erase your name, e-mail address, password, profile, settings, connections, group memberships, notes, bookmarks, notifications and uploaded files, and withdraw your rewards and campaigns. What you shared with other members stays with them, so their conversations and records remain whole: messages, posts, responses, reviews and leads you passed or received are kept, shown as from "A former member". Tickets and payments for paid events and subscriptions stay with the organisation that sold them, as accounting law requires.', "updated_at" = now()
  WHERE "type" = 0 AND "content" LIKE '%We answer within 30 days.' AND "content" NOT LIKE '%Download your data%';
