/** Default page size of every list (spec §9). */
export const DEFAULT_PAGE_SIZE = 10;
/** The largest page a list gives: one page of it holds a short list whole (a form's choices). */
export const MAX_PAGE_SIZE = 100;
