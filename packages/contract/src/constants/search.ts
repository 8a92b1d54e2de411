/** One search in the header (ADR 033). */
export const SEARCH_QUERY_MIN = 2;
export const SEARCH_QUERY_MAX = 100;
/** Rows per kind (people, groups, posts, messages) in one answer. */
export const SEARCH_ROWS_EACH = 5;
