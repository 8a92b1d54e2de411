import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { paths } from '@/config/paths';
import { HomeDashboard } from '@/features/home';
import { Shell } from '@/features/shell';
import LoginRoute from './routes/login';
import { cssVariablesResolver, theme } from './theme';

export type PrerenderedPage = {
  /** `.prerendered/<file>.html`, which the server answers the page's path with. */
  file: string;
  /** The title the page's PageTitle gives the tab once the app runs. */
  title: string;
  /** The module router.tsx loads for the page (its chunks are preloaded with the page). */
  routeModule: string;
  /**
   * Who the drawn page is for: a visitor (hidden when a session is stored, the guard moves the
   * member on) or a member (hidden when none is, or when the member's home is the console).
   */
  audience: 'visitor' | 'member';
  render: () => React.ReactNode;
};

/**
 * The pages drawn at build time (prerender-plugin.ts, P11): what a phone paints before any script
 * has run. The app replaces this markup with the same screen once it starts.
 */
export const PRERENDERED_PAGES: Record<string, PrerenderedPage> = {
  [paths.auth.login.path]: {
    file: 'login',
    title: 'Sign in',
    routeModule: 'src/app/routes/login.tsx',
    audience: 'visitor',
    render: () => <LoginRoute />,
  },
  // The dashboard as a member's first screen shows it before its figures arrive: the shell's
  // frame and the cards' titles, every figure a placeholder.
  [paths.home.path]: {
    file: 'home',
    title: 'Welcome',
    routeModule: 'src/app/routes/app/home.tsx',
    audience: 'member',
    render: () => (
      <Shell member={null}>
        <HomeDashboard />
      </Shell>
    ),
  },
};

/** The page's markup as the app first renders it, with Mantine's <style> elements inline. */
export function renderPage(path: string) {
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
