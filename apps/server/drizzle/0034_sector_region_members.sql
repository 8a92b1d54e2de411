CREATE TABLE "sector_region_members" (
	"user_id" uuid NOT NULL,
	"sector_id" uuid NOT NULL,
	"region_id" uuid NOT NULL,
	CONSTRAINT "sector_region_members_pk" PRIMARY KEY("user_id","sector_id")
);
--> statement-breakpoint
-- A member's sector rows follow their sectors, with the region their preferences hold.
CREATE OR REPLACE FUNCTION sector_region_members_follow_sectors() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM sector_region_members WHERE user_id = OLD.user_id AND sector_id = OLD.sector_id;
  ELSE
    INSERT INTO sector_region_members (user_id, sector_id, region_id)
    SELECT NEW.user_id, NEW.sector_id, p.region_id FROM user_preferences p
    WHERE p.user_id = NEW.user_id AND p.region_id IS NOT NULL
    ON CONFLICT (user_id, sector_id) DO UPDATE SET region_id = excluded.region_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sector_region_members_follow_sectors AFTER INSERT OR DELETE ON profile_sectors
  FOR EACH ROW EXECUTE FUNCTION sector_region_members_follow_sectors();--> statement-breakpoint
-- ... and their region: a new region moves all their rows; none removes them.
CREATE OR REPLACE FUNCTION sector_region_members_follow_region() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM sector_region_members WHERE user_id = COALESCE(NEW.user_id, OLD.user_id);
  IF TG_OP <> 'DELETE' AND NEW.region_id IS NOT NULL THEN
    INSERT INTO sector_region_members (user_id, sector_id, region_id)
    SELECT s.user_id, s.sector_id, NEW.region_id FROM profile_sectors s WHERE s.user_id = NEW.user_id;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER sector_region_members_follow_region AFTER INSERT OR DELETE ON user_preferences
  FOR EACH ROW EXECUTE FUNCTION sector_region_members_follow_region();--> statement-breakpoint
CREATE TRIGGER sector_region_members_follow_region_change AFTER UPDATE OF region_id ON user_preferences
  FOR EACH ROW WHEN (OLD.region_id IS DISTINCT FROM NEW.region_id)
  EXECUTE FUNCTION sector_region_members_follow_region();--> statement-breakpoint
INSERT INTO sector_region_members (user_id, sector_id, region_id)
  SELECT s.user_id, s.sector_id, p.region_id FROM profile_sectors s
  JOIN user_preferences p ON p.user_id = s.user_id
  WHERE p.region_id IS NOT NULL;--> statement-breakpoint
CREATE INDEX "sector_region_members_idx" ON "sector_region_members" USING btree ("region_id","sector_id","user_id");
