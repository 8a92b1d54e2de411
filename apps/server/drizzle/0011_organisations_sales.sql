CREATE TABLE "payment_events" (
	"id" varchar(255) PRIMARY KEY NOT NULL,
	"type" varchar(80) NOT NULL,
	"provider_session_id" varchar(255),
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"purchase_kind" varchar(12) NOT NULL,
	"purchase_id" uuid NOT NULL,
	"organization_id" uuid NOT NULL,
	"provider" varchar(8) NOT NULL,
	"provider_session_id" varchar(255),
	"checkout_url" varchar(2048),
	"success_url" varchar(2048) NOT NULL,
	"cancel_url" varchar(2048) NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" varchar(3) NOT NULL,
	"description" varchar(250) NOT NULL,
	"payer_name" varchar(130) NOT NULL,
	"status" varchar(10) DEFAULT 'open' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_provider_session_id_unique" UNIQUE("provider_session_id"),
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('open', 'paid', 'cancelled', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"plan_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"paid_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_plan_user_key" UNIQUE("plan_id","user_id"),
	CONSTRAINT "subscribers_status_check" CHECK ("subscribers"."status" in ('pending', 'active', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "event_tickets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" uuid NOT NULL,
	"user_id" uuid,
	"email" varchar(254) NOT NULL,
	"first_name" varchar(60) NOT NULL,
	"last_name" varchar(60) NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"preferences" varchar(32)[] DEFAULT '{}' NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_tickets_status_check" CHECK ("event_tickets"."status" in ('pending', 'paid', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "group_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"title" varchar(120) NOT NULL,
	"description" text,
	"venue" varchar(200),
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"price" numeric(10, 2) NOT NULL,
	"currency" varchar(3) NOT NULL,
	"capacity" integer,
	"tickets_taken" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "website" varchar(300);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_plan_id_subscription_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."subscription_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscribers" ADD CONSTRAINT "subscribers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_event_id_group_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."group_events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_events" ADD CONSTRAINT "group_events_group_id_network_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."network_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_purchase_idx" ON "payments" USING btree ("purchase_id","status");--> statement-breakpoint
CREATE INDEX "payments_org_created_idx" ON "payments" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_org_paid_idx" ON "payments" USING btree ("organization_id","paid_at") WHERE "payments"."status" = 'paid';--> statement-breakpoint
CREATE INDEX "subscribers_user_idx" ON "subscribers" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "subscribers_plan_status_idx" ON "subscribers" USING btree ("plan_id","status","created_at");--> statement-breakpoint
CREATE INDEX "event_tickets_event_idx" ON "event_tickets" USING btree ("event_id","status","created_at");--> statement-breakpoint
CREATE INDEX "event_tickets_user_idx" ON "event_tickets" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "event_tickets_live_email_key" ON "event_tickets" USING btree ("event_id","email") WHERE "event_tickets"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "group_events_group_idx" ON "group_events" USING btree ("group_id","starts_at");--> statement-breakpoint
CREATE INDEX "group_events_upcoming_idx" ON "group_events" USING btree ("starts_at") WHERE "group_events"."active";