import type { CurrentUser } from '@nethub/contract';
import { Box, Burger, Container, Group } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { PageLoader } from '@/components/page-loader';
import { MessagesButton } from '@/features/chat';
import { NotificationBell } from '@/features/notifications';
import { SearchButton } from '@/features/search';
import { useAuth } from '@/lib/auth';
import { useSharedFlag } from '@/lib/shared-flag';
import { MainNav } from './main-nav';
import { UserMenu } from './user-menu';

// Only phones and tablets open the drawer: its modal machinery (focus trap, overlay, scroll
// area) loads on the first tap instead of with every page.
const NavDrawer = lazy(() =>
  import('./nav-drawer').then((module) => ({ default: module.NavDrawer })),
);

/**
 * The signed-in shell: the sidebar becomes a drawer behind a burger below 1024px. It shows the
 * nested route, or `children` for an open page that a signed-in member reads inside the shell.
 *
 * It never drops (#19): the router renders it at once, in the first load, above the session
 * guard. While the session is being restored it shows its frame (header, logo, navigation
 * landmarks) without the member's items; a screen whose chunk is still loading suspends only
 * the main area.
 */
export function AppLayout({ children }: { children?: React.ReactNode }) {
  const auth = useAuth();
  return <Shell member={auth.status === 'authenticated' ? auth.user : null}>{children}</Shell>;
}

/** The shell for `member`; without one (the session not known yet), its frame only. */
export function Shell({
  member,
  children,
}: {
  member: CurrentUser | null;
  children?: React.ReactNode;
}) {
  // Shared by the shell's instances (see useSharedFlag): a tap during sign-in's handover holds.
  const [drawerOpened, setDrawerOpened] = useSharedFlag('nav-drawer');
  const [drawerLoaded, setDrawerLoaded] = useSharedFlag('nav-drawer-loaded');
  const closeDrawer = () => setDrawerOpened(false);

  const handleBurgerClick = () => {
    setDrawerLoaded(true);
    setDrawerOpened(!drawerOpened);
  };

  return (
    // The frame Mantine's AppShell drew (fixed header, fixed sidebar from the md breakpoint, the
    // main area padded around both) in global.css: AppShell's JavaScript, its resizable panes
    // and the scroll-lock library its header imported were ~9 kB gzip of every first load.
    <div className="nh-shell">
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      {/* right-scroll-bar-position: a modal's scroll lock keeps the header clear of the
          scrollbar's gap, as AppShell's header did. */}
      <header className="nh-shell-header right-scroll-bar-position">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={handleBurgerClick}
              hiddenFrom="md"
              size="sm"
              aria-label="Open navigation"
              aria-expanded={drawerOpened}
            />
            <Logo />
          </Group>
          {member && (
            <Group gap="xs" wrap="nowrap">
              <SearchButton />
              <MessagesButton />
              <NotificationBell />
              <UserMenu />
            </Group>
          )}
        </Group>
      </header>
      <Box
        component="nav"
        className="nh-shell-navbar"
        visibleFrom="md"
        aria-label="Main navigation"
      >
        <MainNav user={member} />
      </Box>
      {drawerLoaded && (
        <Suspense fallback={null}>
          <NavDrawer opened={drawerOpened} onClose={closeDrawer} user={member} />
        </Suspense>
      )}
      <main className="nh-shell-main" id="main-content" tabIndex={-1}>
        <Container size="lg" px={0}>
          <Suspense fallback={<PageLoader inline label="Loading page" />}>
            {children ?? <Outlet />}
          </Suspense>
        </Container>
      </main>
    </div>
  );
}
