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
import {
  AppRouter,
  createAppRouter,
  preloadOpeningScreen,
  routerInitialized,
  type AppRouterInstance,
} from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();

/**
 * Lets the browser run its own tasks (and paint) before the next step. Evaluating the entry is
 * one long task on a phone already; asking for the session and creating the router (it flattens
 * and ranks every route) in that same task made it longer (P11: total blocking time), so each
 * starts a task of its own, less than a millisecond later.
 */
const nextTask = () =>
  new Promise<void>((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });

function start(container: HTMLElement, router: AppRouterInstance) {
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

async function boot(container: HTMLElement) {
  await nextTask();
  // A stored session is checked at once, and the screen the page opens on starts loading with
  // it, not once the guard that asks for it has rendered (P11: one step less before a signed-in
  // page shows).
  const session = getToken() !== null ? queryClient.prefetchQuery(currentUserQueryOptions()) : null;
  await nextTask();
  const router = createAppRouter();
  const signedIn = session ? Promise.all([session, preloadOpeningScreen(router)]) : null;
  // A page drawn at build time (prerender-plugin.ts) stays until the router has loaded its screen
  // and the app's stylesheet applies, and a member's page until the session and the screen's
  // chunk are there too: the first render then replaces it with the same screen, never with a
  // loader.
  const drawn = container.querySelector('[data-nh-prerendered]');
  if (drawn && document.documentElement.getAttribute('data-nh-prerendered') !== 'off') {
    await Promise.all([routerInitialized(router), signedIn, applyFullStylesheet()]);
  } else if (drawn) {
    await Promise.all([routerInitialized(router), applyFullStylesheet()]);
  }
  start(container, router);
}

void boot(root);
