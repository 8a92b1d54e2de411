import { Drawer, Group, Text } from '@mantine/core';
import type { NavUser } from '../nav-items';
import { MainNav } from './main-nav';

type NavDrawerProps = { opened: boolean; onClose: () => void; user: NavUser | null };

/** The navigation below 1024px. Built from parts: a Drawer title would add a second banner. */
export function NavDrawer({ opened, onClose, user }: NavDrawerProps) {
  return (
    <Drawer.Root opened={opened} onClose={onClose} size={280} hiddenFrom="md">
      <Drawer.Overlay />
      <Drawer.Content aria-label="Navigation">
        <Group justify="space-between" p="md">
          <Text fw={700}>Menu</Text>
          <Drawer.CloseButton aria-label="Close navigation" />
        </Group>
        <Drawer.Body>
          <nav aria-label="Main navigation">
            <MainNav user={user} onNavigate={onClose} />
          </nav>
        </Drawer.Body>
      </Drawer.Content>
    </Drawer.Root>
  );
}
