CREATE TABLE "connection_sides" (
	"member_id" uuid NOT NULL,
	"other_id" uuid NOT NULL,
	"connection_id" uuid NOT NULL,
	"requester_id" uuid NOT NULL,
	"status" varchar(16) NOT NULL,
	"other_first_name" varchar(80) NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "connection_sides_pk" PRIMARY KEY("member_id","other_id")
);
--> statement-breakpoint
-- A connection row's two sides follow it. The pair never changes on update (the service only
-- sets status, requester and time), but a changed pair is handled all the same.
CREATE OR REPLACE FUNCTION connection_sides_follow() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD.user_low, OLD.user_high) IS DISTINCT FROM (NEW.user_low, NEW.user_high)) THEN
    DELETE FROM connection_sides
    WHERE (member_id, other_id) IN ((OLD.user_low, OLD.user_high), (OLD.user_high, OLD.user_low));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO connection_sides (member_id, other_id, connection_id, requester_id, status, other_first_name, created_at, updated_at)
    SELECT side.member_id, side.other_id, NEW.id, NEW.requester_id, NEW.status, u.first_name, NEW.created_at, NEW.updated_at
    FROM (VALUES (NEW.user_low, NEW.user_high), (NEW.user_high, NEW.user_low)) AS side(member_id, other_id)
    JOIN users u ON u.id = side.other_id
    ON CONFLICT (member_id, other_id) DO UPDATE SET connection_id = excluded.connection_id,
      requester_id = excluded.requester_id, status = excluded.status,
      other_first_name = excluded.other_first_name, created_at = excluded.created_at,
      updated_at = excluded.updated_at;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER connection_sides_follow AFTER INSERT OR UPDATE OR DELETE ON connections
  FOR EACH ROW EXECUTE FUNCTION connection_sides_follow();--> statement-breakpoint
-- A renamed member's name, on the side of each of their connections that shows it: found
-- through the member's own sides (the primary key), as every side has its mirror.
CREATE OR REPLACE FUNCTION connection_sides_rename() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE connection_sides theirs SET other_first_name = NEW.first_name
  FROM connection_sides mine
  WHERE mine.member_id = NEW.id AND theirs.member_id = mine.other_id AND theirs.other_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER connection_sides_rename AFTER UPDATE OF first_name ON users
  FOR EACH ROW WHEN (OLD.first_name IS DISTINCT FROM NEW.first_name)
  EXECUTE FUNCTION connection_sides_rename();--> statement-breakpoint
INSERT INTO connection_sides (member_id, other_id, connection_id, requester_id, status, other_first_name, created_at, updated_at)
  SELECT c.user_low, c.user_high, c.id, c.requester_id, c.status, u.first_name, c.created_at, c.updated_at
  FROM connections c JOIN users u ON u.id = c.user_high
  UNION ALL
  SELECT c.user_high, c.user_low, c.id, c.requester_id, c.status, u.first_name, c.created_at, c.updated_at
  FROM connections c JOIN users u ON u.id = c.user_low;--> statement-breakpoint
CREATE INDEX "connection_sides_by_name_idx" ON "connection_sides" USING btree ("member_id","status","other_first_name","other_id");
