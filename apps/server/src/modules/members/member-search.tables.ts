import { sql } from 'drizzle-orm';
import { boolean, customType, index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables.js';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** Byte-order text: sorting lower-cased names needs no locale rules and is several times faster. */
const byteOrderText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * One narrow row per member for people search, kept current by triggers on users, profiles and
 * user_preferences (migration 0006): everything explore filters and sorts on, in one heap tuple.
 * `listed`: active and not an organisation owner — the members explore may show.
 */
export const memberSearch = pgTable(
  'member_search',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    listed: boolean('listed').notNull(),
    sortKey: byteOrderText('sort_key').notNull(),
    countryId: uuid('country_id'),
    regionId: uuid('region_id'),
    /** Name, headline, company and job title as `simple` lexemes: word-prefix search. */
    document: tsvector('document').notNull(),
    /**
     * The document without the name's leading word (migration 0029). A first name like "Sam"
     * is shared by 2–3 % of members, bunched together in the name order: those matches are read
     * as a range of `member_search_sort_idx`, and this index finds the others (ADR 035).
     */
    restDocument: tsvector('rest_document')
      .notNull()
      .default(sql`''::tsvector`),
  },
  (t) => [
    index('member_search_document_idx')
      .using('gin', t.document)
      .where(sql`${t.listed}`),
    index('member_search_rest_document_idx')
      .using('gin', t.restDocument)
      .where(sql`${t.listed}`),
    index('member_search_sort_idx')
      .on(t.sortKey, t.userId)
      .where(sql`${t.listed}`),
    index('member_search_country_sort_idx')
      .on(t.countryId, t.sortKey, t.userId)
      .where(sql`${t.listed}`),
    index('member_search_region_idx')
      .on(t.regionId)
      .where(sql`${t.listed}`),
  ],
);

/**
 * Each listed member's `rest_document` words (migration 0032), one row per word, kept by
 * `member_search_refresh` with the member's row. The key's order reads, for a word, its members
 * in name order: a surname that 2–3 % of members share ("patel") is a range of this index rather
 * than a sort of every match from the text index (ADR 040).
 */
export const memberSearchWords = pgTable(
  'member_search_words',
  {
    word: byteOrderText('word').notNull(),
    sortKey: byteOrderText('sort_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => memberSearch.userId, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.word, t.sortKey, t.userId] }),
    index('member_search_words_user_idx').on(t.userId, t.word),
  ],
);
