/** How long typing pauses before a search is sent. */
export const SEARCH_DEBOUNCE_MS = 300;
