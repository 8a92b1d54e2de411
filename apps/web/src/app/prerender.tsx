import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from '@/config/paths';
import LoginRoute from './routes/login';
import { cssVariablesResolver, theme } from './theme';

/**
 * The signed-out pages drawn at build time (prerender-plugin.ts, P11): what a visitor sees before
 * any script has run. The app replaces this markup with the same screen once it starts.
 */
export const PRERENDERED_PAGES: Record<
  string,
  { title: string; routeModule: string; render: () => React.ReactNode }
> = {
  [paths.auth.login.path]: {
    // The title its PageTitle gives the tab once the app runs.
    title: 'Sign in',
    // The module router.tsx loads for the page (its chunk is preloaded with the page).
    routeModule: 'src/app/routes/login.tsx',
    render: () => <LoginRoute />,
  },
};

/** The page's markup as the app first renders it, with Mantine's <style> elements inline. */
export function renderSignedOutPage(path: string) {
  const page = PRERENDERED_PAGES[path];
  if (!page) throw new Error(`no prerendered page for ${path}`);
  return renderToString(
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter initialEntries={[path]}>{page.render()}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
