// First: the CSP's settings (no eval in zod, the style nonce) before any other module runs.
import './csp';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { currentUserQueryOptions } from '@/lib/auth';
import { showPendingFlash } from '@/lib/notify';
import { createQueryClient } from '@/lib/query-client';
import { getToken } from '@/lib/storage';
import { applyFullStylesheet } from './full-stylesheet';
import { AppProvider } from './provider';
import { AppRouter, createAppRouter, preloadOpeningScreen, routerInitialized } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();
const queryClient = createQueryClient();
// A stored session is checked at once, and the screen the page opens on starts loading with it,
// not once the guard that asks for it has rendered (P11: one step less before a signed-in page
// shows).
const signedIn =
  getToken() !== null
    ? Promise.all([
        queryClient.prefetchQuery(currentUserQueryOptions()),
        preloadOpeningScreen(window.location),
      ])
    : Promise.resolve();

function start(container: HTMLElement) {
  // In a transition, React renders the first screen in slices of a few milliseconds, yielding to
  // the browser in between, instead of one task that blocks the main thread for its whole length
  // (P11: a phone's total blocking time).
  startTransition(() => {
    createRoot(container).render(
      <StrictMode>
        <AppProvider queryClient={queryClient}>
          <AppRouter router={router} />
        </AppProvider>
      </StrictMode>,
    );
  });
  showPendingFlash();
}

// A page drawn at build time (prerender-plugin.ts) stays until the router has loaded its screen
// and the app's stylesheet applies, and a member's page until the session and the screen's chunk
// are there too: the first render then replaces it with the same screen, never with a loader.
const drawn = root.querySelector('[data-nh-prerendered]');
if (drawn && document.documentElement.getAttribute('data-nh-prerendered') !== 'off') {
  void Promise.all([routerInitialized(router), signedIn, applyFullStylesheet()]).then(() =>
    start(root),
  );
} else if (drawn) {
  void Promise.all([routerInitialized(router), applyFullStylesheet()]).then(() => start(root));
} else {
  start(root);
}
