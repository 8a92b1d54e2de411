import type { CurrentUser } from '@nethub/contract';
import { render } from '@testing-library/react';
import { StrictMode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { storeTokens } from './factories';
import { apiUrl, http, HttpResponse, server } from './server';

type RenderAppOptions = { user?: CurrentUser };

/** Renders the real route tree at `url`; with `user`, as that signed-in member. */
export function renderApp(url: string, { user }: RenderAppOptions = {}) {
  if (user) {
    storeTokens();
    server.use(http.get(apiUrl('/auth/check-session'), () => HttpResponse.json({ data: user })));
  }
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  // StrictMode as in main.tsx: effects run twice, so a single-use call must guard itself.
  const view = render(
    <StrictMode>
      <AppProvider env="test">
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>,
  );
  const location = () => router.state.location.pathname + router.state.location.search;
  return { ...view, router, location };
}
