CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" varchar(8) DEFAULT 'MEMBER' NOT NULL,
	"status" varchar(12) NOT NULL,
	"request_note" text,
	"is_home_group" boolean DEFAULT false NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"joined_at" timestamp with time zone,
	CONSTRAINT "group_members_group_id_user_id_pk" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_status_check" CHECK ("group_members"."status" in ('joined', 'requested', 'rejected')),
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('OWNER', 'MEMBER'))
);
--> statement-breakpoint
CREATE TABLE "network_group_regions" (
	"group_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "network_group_regions_group_id_region_id_pk" PRIMARY KEY("group_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "network_group_sectors" (
	"group_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	CONSTRAINT "network_group_sectors_group_id_sector_id_pk" PRIMARY KEY("group_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "network_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"parent_id" uuid,
	"name" varchar(120) NOT NULL,
	"description" text,
	"country_id" uuid,
	"active" boolean DEFAULT true NOT NULL,
	"member_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"owner_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscription_plans" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"name" varchar(120) NOT NULL,
	"description" text,
	"price" numeric(10, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"period" varchar(8) NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_reviews_group_author_key" UNIQUE("group_id","author_id"),
	CONSTRAINT "group_reviews_rating_check" CHECK ("group_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "post_media" (
	"post_id" uuid NOT NULL,
	"media_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "post_media_post_id_media_id_pk" PRIMARY KEY("post_id","media_id")
);
--> statement-breakpoint
CREATE TABLE "post_responses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"post_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"author_id" uuid NOT NULL,
	"group_id" uuid,
	"content" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"response_count" integer DEFAULT 0 NOT NULL,
	"document" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', content)) STORED NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" varchar(32) NOT NULL,
	"message" text NOT NULL,
	"link" text,
	"actor_id" uuid,
	"actor_first_name" varchar(80),
	"actor_last_name" varchar(80),
	"group_id" uuid,
	"group_name" varchar(120),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_group_regions" ADD CONSTRAINT "network_group_regions_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_group_regions" ADD CONSTRAINT "network_group_regions_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_group_sectors" ADD CONSTRAINT "network_group_sectors_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_group_sectors" ADD CONSTRAINT "network_group_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_groups" ADD CONSTRAINT "network_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_groups" ADD CONSTRAINT "network_groups_parent_id_network_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "network_groups" ADD CONSTRAINT "network_groups_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organizations" ADD CONSTRAINT "organizations_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_plans" ADD CONSTRAINT "subscription_plans_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reviews" ADD CONSTRAINT "group_reviews_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_reviews" ADD CONSTRAINT "group_reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_media" ADD CONSTRAINT "post_media_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_responses" ADD CONSTRAINT "post_responses_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_responses" ADD CONSTRAINT "post_responses_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "group_members_group_status_idx" ON "group_members" USING btree ("group_id","status","requested_at");--> statement-breakpoint
CREATE INDEX "network_group_regions_region_idx" ON "network_group_regions" USING btree ("region_id");--> statement-breakpoint
CREATE INDEX "network_group_sectors_sector_idx" ON "network_group_sectors" USING btree ("sector_id");--> statement-breakpoint
CREATE INDEX "network_groups_parent_idx" ON "network_groups" USING btree ("parent_id","name");--> statement-breakpoint
CREATE INDEX "network_groups_org_idx" ON "network_groups" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "network_groups_top_name_idx" ON "network_groups" USING btree ("name","id") WHERE "network_groups"."parent_id" is null and "network_groups"."active";--> statement-breakpoint
CREATE INDEX "network_groups_name_trgm_idx" ON "network_groups" USING gin (lower("name") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "organizations_owner_idx" ON "organizations" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "subscription_plans_group_idx" ON "subscription_plans" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "group_reviews_group_created_idx" ON "group_reviews" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "group_reviews_author_idx" ON "group_reviews" USING btree ("author_id","updated_at");--> statement-breakpoint
CREATE INDEX "post_responses_post_idx" ON "post_responses" USING btree ("post_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_community_feed_idx" ON "posts" USING btree ("created_at","id") WHERE "posts"."group_id" is null and "posts"."active";--> statement-breakpoint
CREATE INDEX "posts_group_feed_idx" ON "posts" USING btree ("group_id","created_at","id") WHERE "posts"."active";--> statement-breakpoint
CREATE INDEX "posts_author_idx" ON "posts" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "posts_document_idx" ON "posts" USING gin ("document") WHERE "posts"."active";--> statement-breakpoint
CREATE INDEX "notifications_personal_idx" ON "notifications" USING btree ("user_id","created_at","id") WHERE "notifications"."group_id" is null;--> statement-breakpoint
CREATE INDEX "notifications_group_idx" ON "notifications" USING btree ("user_id","group_id","created_at","id") WHERE "notifications"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id","group_id") WHERE "notifications"."read_at" is null;