import { AppShell, Burger, Container, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from 'react-router';
import { Logo } from '@/components/logo';
import { MainNav } from './main-nav';
import { NavDrawer } from './nav-drawer';
import { UserMenu } from './user-menu';

/** The signed-in shell: the sidebar becomes a drawer behind a burger below 1024px. */
export function AppLayout() {
  const [drawerOpened, drawer] = useDisclosure(false);

  return (
    <AppShell
      header={{ height: 60 }}
      navbar={{ width: 250, breakpoint: 'md', collapsed: { mobile: true } }}
      padding="lg"
    >
      <a className="skip-link" href="#main-content">
        Skip to main content
      </a>
      <AppShell.Header>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={drawerOpened}
              onClick={drawer.toggle}
              hiddenFrom="md"
              size="sm"
              aria-label="Open navigation"
              aria-expanded={drawerOpened}
            />
            <Logo />
          </Group>
          <UserMenu />
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="sm" visibleFrom="md" aria-label="Main navigation">
        <MainNav />
      </AppShell.Navbar>
      <NavDrawer opened={drawerOpened} onClose={drawer.close} />
      <AppShell.Main id="main-content" tabIndex={-1}>
        <Container size="lg" px={0}>
          <Outlet />
        </Container>
      </AppShell.Main>
    </AppShell>
  );
}
