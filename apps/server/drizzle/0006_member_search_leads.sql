CREATE TABLE "lead_sources" (
	"name_key" varchar(120) PRIMARY KEY NOT NULL,
	"name" varchar(120) NOT NULL,
	"uses" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" varchar(60) NOT NULL,
	"name_key" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_types_name_key_unique" UNIQUE("name_key")
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"giver_id" uuid NOT NULL,
	"receiver_id" uuid NOT NULL,
	"lead_type_id" uuid NOT NULL,
	"status" varchar(16) DEFAULT 'NEW' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"source_of_lead" varchar(120),
	"contact_first_name" varchar(80) NOT NULL,
	"contact_last_name" varchar(80) NOT NULL,
	"contact_email" varchar(254) NOT NULL,
	"contact_phone" varchar(40),
	"contact_company" varchar(120),
	"contact_job_title" varchar(120),
	"estimated_value" numeric(14, 2) DEFAULT 0 NOT NULL,
	"currency" varchar(3) NOT NULL,
	"details" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status_changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"converted_at" timestamp with time zone,
	CONSTRAINT "leads_not_self_check" CHECK ("leads"."giver_id" <> "leads"."receiver_id"),
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('NEW', 'CONTACTED', 'MEETING', 'PROPOSAL', 'CONVERTED', 'LOST'))
);
--> statement-breakpoint
CREATE TABLE "member_lead_tags" (
	"user_id" uuid NOT NULL,
	"tag" varchar(40) NOT NULL,
	"tag_key" varchar(40) NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_lead_tags_user_id_tag_key_pk" PRIMARY KEY("user_id","tag_key")
);
--> statement-breakpoint
CREATE TABLE "member_search" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"listed" boolean NOT NULL,
	"sort_key" text collate "C" NOT NULL,
	"country_id" uuid,
	"region_id" uuid,
	"document" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "users_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_giver_id_users_id_fk" FOREIGN KEY ("giver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_receiver_id_users_id_fk" FOREIGN KEY ("receiver_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_lead_type_id_lead_types_id_fk" FOREIGN KEY ("lead_type_id") REFERENCES "public"."lead_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_lead_tags" ADD CONSTRAINT "member_lead_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_search" ADD CONSTRAINT "member_search_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_sources_uses_idx" ON "lead_sources" USING btree ("uses");--> statement-breakpoint
CREATE INDEX "lead_types_name_prefix_idx" ON "lead_types" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "leads_receiver_created_idx" ON "leads" USING btree ("receiver_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_giver_created_idx" ON "leads" USING btree ("giver_id","created_at");--> statement-breakpoint
CREATE INDEX "leads_receiver_converted_idx" ON "leads" USING btree ("receiver_id","converted_at") WHERE "leads"."converted_at" is not null;--> statement-breakpoint
CREATE INDEX "member_lead_tags_prefix_idx" ON "member_lead_tags" USING btree ("tag_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "member_search_document_idx" ON "member_search" USING gin ("document") WHERE "member_search"."listed";--> statement-breakpoint
CREATE INDEX "member_search_sort_idx" ON "member_search" USING btree ("sort_key","user_id") WHERE "member_search"."listed";--> statement-breakpoint
CREATE INDEX "member_search_country_sort_idx" ON "member_search" USING btree ("country_id","sort_key","user_id") WHERE "member_search"."listed";--> statement-breakpoint
CREATE INDEX "member_search_region_idx" ON "member_search" USING btree ("region_id") WHERE "member_search"."listed";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "search_text";--> statement-breakpoint
CREATE FUNCTION member_search_refresh(uid uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_search (user_id, listed, sort_key, country_id, region_id, document)
  SELECT u.id, u.status = 'active' AND NOT u.is_org_owner, lower(u.first_name || ' ' || u.last_name),
    pref.country_id, pref.region_id,
    to_tsvector('simple', concat_ws(' ', u.first_name, u.last_name, p.headline, p.company, p.job_title))
  FROM users u
  LEFT JOIN profiles p ON p.user_id = u.id
  LEFT JOIN user_preferences pref ON pref.user_id = u.id
  WHERE u.id = uid
  ON CONFLICT (user_id) DO UPDATE SET listed = excluded.listed, sort_key = excluded.sort_key,
    country_id = excluded.country_id, region_id = excluded.region_id, document = excluded.document;
$$;--> statement-breakpoint
CREATE FUNCTION member_search_users_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_search_refresh(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION member_search_owned_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM member_search_refresh(NEW.user_id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER member_search_users AFTER INSERT OR UPDATE OF first_name, last_name, status, is_org_owner ON users
  FOR EACH ROW EXECUTE FUNCTION member_search_users_trigger();--> statement-breakpoint
CREATE TRIGGER member_search_profiles AFTER INSERT OR UPDATE OF headline, company, job_title ON profiles
  FOR EACH ROW EXECUTE FUNCTION member_search_owned_trigger();--> statement-breakpoint
CREATE TRIGGER member_search_preferences AFTER INSERT OR UPDATE OF country_id, region_id ON user_preferences
  FOR EACH ROW EXECUTE FUNCTION member_search_owned_trigger();--> statement-breakpoint
INSERT INTO member_search (user_id, listed, sort_key, country_id, region_id, document)
  SELECT u.id, u.status = 'active' AND NOT u.is_org_owner, lower(u.first_name || ' ' || u.last_name),
    pref.country_id, pref.region_id,
    to_tsvector('simple', concat_ws(' ', u.first_name, u.last_name, p.headline, p.company, p.job_title))
  FROM users u
  LEFT JOIN profiles p ON p.user_id = u.id
  LEFT JOIN user_preferences pref ON pref.user_id = u.id;
