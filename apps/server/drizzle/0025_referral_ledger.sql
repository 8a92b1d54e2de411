CREATE TABLE "ledger_preferences" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"show_on_leaderboards" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closed_value" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "closed_currency" varchar(3);--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "reward_paid_on" date;--> statement-breakpoint
ALTER TABLE "ledger_preferences" ADD CONSTRAINT "ledger_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_giver_converted_idx" ON "leads" USING btree ("giver_id","converted_at") WHERE "leads"."converted_at" is not null;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_closed_value_check" CHECK (("leads"."closed_value" is null) = ("leads"."closed_currency" is null));--> statement-breakpoint
-- Hand-written (ADR 027): leads converted before the ledger existed close at their estimate.
UPDATE "leads" SET "closed_value" = "estimated_value", "closed_currency" = "currency" WHERE "converted_at" IS NOT NULL AND "closed_value" IS NULL;
