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
import { AppProvider } from './provider';
import { AppRouter, createAppRouter, routerInitialized } from './router';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

const router = createAppRouter();
const queryClient = createQueryClient();
// A stored session is checked at once, while the first screen renders, not once the guard that
// asks for it has rendered (P11: one step less before a signed-in page shows).
if (getToken() !== null) void queryClient.prefetchQuery(currentUserQueryOptions());

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

// A page drawn at build time (prerender-plugin.ts) stays until the router has loaded its screen:
// the first render then replaces it with the same screen, never with a loader.
if (root.querySelector('[data-nh-prerendered]')) {
  void routerInitialized(router).then(() => start(root));
} else {
  start(root);
}
