CREATE TABLE "reward_audience" (
	"reward_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "reward_audience_reward_id_user_id_pk" PRIMARY KEY("reward_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "rewards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"type" varchar(16) NOT NULL,
	"kind" varchar(32) NOT NULL,
	"title" varchar(80) NOT NULL,
	"value" varchar(80) NOT NULL,
	"description" text,
	"status" varchar(16) DEFAULT 'inactive' NOT NULL,
	"starts_on" date,
	"ends_on" date,
	"audience" varchar(16),
	"notify_connections" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rewards_type_check" CHECK ("rewards"."type" in ('standard', 'campaign')),
	CONSTRAINT "rewards_status_check" CHECK ("rewards"."status" in ('active', 'inactive')),
	CONSTRAINT "rewards_campaign_check" CHECK ("rewards"."type" = 'standard' or ("rewards"."starts_on" is not null and "rewards"."ends_on" >= "rewards"."starts_on" and "rewards"."audience" is not null))
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reward_id" uuid;--> statement-breakpoint
ALTER TABLE "reward_audience" ADD CONSTRAINT "reward_audience_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reward_audience" ADD CONSTRAINT "reward_audience_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rewards" ADD CONSTRAINT "rewards_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reward_audience_user_idx" ON "reward_audience" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "rewards_owner_type_idx" ON "rewards" USING btree ("owner_id","type","created_at");--> statement-breakpoint
CREATE INDEX "rewards_live_campaigns_idx" ON "rewards" USING btree ("owner_id","ends_on") WHERE "rewards"."type" = 'campaign' and "rewards"."status" = 'active';--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_reward_id_rewards_id_fk" FOREIGN KEY ("reward_id") REFERENCES "public"."rewards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_reward_idx" ON "leads" USING btree ("reward_id","created_at") WHERE "leads"."reward_id" is not null;