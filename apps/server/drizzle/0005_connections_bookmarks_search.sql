CREATE TABLE "connection_invites" (
	"inviter_id" uuid NOT NULL,
	"email" varchar(254) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connection_invites_pair_unique" UNIQUE("inviter_id","email")
);
--> statement-breakpoint
CREATE TABLE "connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_low" uuid NOT NULL,
	"user_high" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "connections_pair_unique" UNIQUE("user_low","user_high"),
	CONSTRAINT "connections_order_check" CHECK ("connections"."user_low" < "connections"."user_high"),
	CONSTRAINT "connections_status_check" CHECK ("connections"."status" in ('REQUESTED', 'CONNECTED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "bookmarks" (
	"user_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"target_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookmarks_user_id_type_target_id_pk" PRIMARY KEY("user_id","type","target_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "connection_invites" ADD CONSTRAINT "connection_invites_inviter_id_users_id_fk" FOREIGN KEY ("inviter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_low_users_id_fk" FOREIGN KEY ("user_low") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "connections" ADD CONSTRAINT "connections_user_high_users_id_fk" FOREIGN KEY ("user_high") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookmarks" ADD CONSTRAINT "bookmarks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "connection_invites_email_idx" ON "connection_invites" USING btree ("email");--> statement-breakpoint
CREATE INDEX "connections_high_idx" ON "connections" USING btree ("user_high","status");--> statement-breakpoint
CREATE INDEX "connections_low_status_idx" ON "connections" USING btree ("user_low","status");--> statement-breakpoint
CREATE INDEX "bookmarks_target_idx" ON "bookmarks" USING btree ("type","target_id");--> statement-breakpoint
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_active_name_idx" ON "users" USING btree ("first_name","last_name","id") WHERE "users"."status" = 'active' and not "users"."is_org_owner";--> statement-breakpoint
UPDATE "users" u SET "search_text" = lower(concat_ws(' ', u."first_name", u."last_name", p."headline", p."company", p."job_title")) FROM "users" me LEFT JOIN "profiles" p ON p."user_id" = me."id" WHERE u."id" = me."id";
