/** The attribute of the app's stylesheet on a drawn page. */
export const FULL_STYLESHEET = 'data-nh-full-css';

/**
 * A page drawn at build time links the app's stylesheet with `media="print"` and
 * `data-nh-full-css`, so that it does not hold back the first paint (prerender-plugin.ts); the
 * drawn page carries the rules it needs. Resolves once that stylesheet has loaded and applies;
 * at once on any other page. A stylesheet that fails to load applies as the browser left it, as a
 * blocking one would.
 */
export function applyFullStylesheet(): Promise<void> {
  const link = document.querySelector<HTMLLinkElement>(`link[${FULL_STYLESHEET}]`);
  if (!link) return Promise.resolve();
  return new Promise((resolve) => {
    const apply = () => {
      link.media = 'all';
      resolve();
    };
    if (link.sheet) apply();
    else {
      link.addEventListener('load', apply, { once: true });
      link.addEventListener('error', apply, { once: true });
    }
  });
}
