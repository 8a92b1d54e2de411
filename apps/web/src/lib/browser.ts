/** A full page load: drops every in-memory cache and connection of the old session. */
export function hardNavigate(url: string) {
  window.location.assign(url);
}

export const currentPath = () => window.location.pathname + window.location.search;

/** Saves `blob` as a download named `fileName`. */
export function saveBlob(blob: Blob, fileName: string) {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // Let the browser start the save before the blob goes.
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
