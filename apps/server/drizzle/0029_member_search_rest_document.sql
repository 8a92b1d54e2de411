ALTER TABLE "member_search" ADD COLUMN "rest_document" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE OR REPLACE FUNCTION member_search_refresh(uid uuid) RETURNS void LANGUAGE sql AS $$
  INSERT INTO member_search (user_id, listed, sort_key, country_id, region_id, document, rest_document)
  SELECT u.id, u.status = 'active' AND NOT u.is_org_owner, lower(u.first_name || ' ' || u.last_name),
    pref.country_id, pref.region_id,
    to_tsvector('simple', concat_ws(' ', u.first_name, u.last_name, p.headline, p.company, p.job_title)),
    to_tsvector('simple', concat_ws(' ', regexp_replace(u.first_name, '^[[:alnum:]]+', ''), u.last_name, p.headline, p.company, p.job_title))
  FROM users u
  LEFT JOIN profiles p ON p.user_id = u.id
  LEFT JOIN user_preferences pref ON pref.user_id = u.id
  WHERE u.id = uid
  ON CONFLICT (user_id) DO UPDATE SET listed = excluded.listed, sort_key = excluded.sort_key,
    country_id = excluded.country_id, region_id = excluded.region_id, document = excluded.document,
    rest_document = excluded.rest_document;
$$;--> statement-breakpoint
UPDATE member_search ms SET rest_document = to_tsvector('simple', concat_ws(' ',
    regexp_replace(u.first_name, '^[[:alnum:]]+', ''), u.last_name, p.headline, p.company, p.job_title))
  FROM users u
  LEFT JOIN profiles p ON p.user_id = u.id
  WHERE u.id = ms.user_id;--> statement-breakpoint
CREATE INDEX "member_search_rest_document_idx" ON "member_search" USING gin ("rest_document") WHERE "member_search"."listed";
