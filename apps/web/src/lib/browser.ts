/** A full page load: drops every in-memory cache and connection of the old session. */
export function hardNavigate(url: string) {
  window.location.assign(url);
}

export const currentPath = () => window.location.pathname + window.location.search;
