CREATE TABLE "member_search_words" (
	"word" text collate "C" NOT NULL,
	"sort_key" text collate "C" NOT NULL,
	"user_id" uuid NOT NULL
);
--> statement-breakpoint
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
  DELETE FROM member_search_words WHERE user_id = uid;
  INSERT INTO member_search_words (word, sort_key, user_id)
  SELECT w.word, m.sort_key, m.user_id
  FROM member_search m CROSS JOIN LATERAL unnest(tsvector_to_array(m.rest_document)) AS w(word)
  WHERE m.user_id = uid AND m.listed;
$$;--> statement-breakpoint
INSERT INTO member_search_words (word, sort_key, user_id)
  SELECT w.word, m.sort_key, m.user_id
  FROM member_search m CROSS JOIN LATERAL unnest(tsvector_to_array(m.rest_document)) AS w(word)
  WHERE m.listed;--> statement-breakpoint
ALTER TABLE "member_search_words" ADD CONSTRAINT "member_search_words_word_sort_key_user_id_pk" PRIMARY KEY("word","sort_key","user_id");--> statement-breakpoint
ALTER TABLE "member_search_words" ADD CONSTRAINT "member_search_words_user_id_member_search_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."member_search"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_search_words_user_idx" ON "member_search_words" USING btree ("user_id","word");
