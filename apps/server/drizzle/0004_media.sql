CREATE TABLE "media" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"network_directory_id" uuid,
	"kind" varchar(16) NOT NULL,
	"name" varchar(200) NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"size" bigint NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
CREATE TABLE "media_uploads" (
	"storage_key" varchar(300) PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" varchar(16) NOT NULL,
	"content_type" varchar(120) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"size" bigint NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_uploads" ADD CONSTRAINT "media_uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_owner_kind_created_idx" ON "media" USING btree ("owner_id","kind","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "media_group_kind_created_idx" ON "media" USING btree ("network_directory_id","kind","created_at" DESC NULLS LAST) WHERE "media"."network_directory_id" is not null;--> statement-breakpoint
CREATE INDEX "media_name_trgm_idx" ON "media" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_uploads_user_idx" ON "media_uploads" USING btree ("user_id");