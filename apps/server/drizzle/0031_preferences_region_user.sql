DROP INDEX "user_preferences_region_idx";--> statement-breakpoint
CREATE INDEX "user_preferences_region_user_idx" ON "user_preferences" USING btree ("region_id","user_id");