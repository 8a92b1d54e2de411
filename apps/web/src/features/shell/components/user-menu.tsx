import { Avatar, Box, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { useDisclosurePanel } from '@/lib/disclosure';
import { fullName, initials } from '@/lib/format';
import { myProfileQueryOptions } from '@/lib/preferences';

const UserMenuPanel = lazy(() =>
  import('./user-menu-panel').then((module) => ({ default: module.UserMenuPanel })),
);

/**
 * A disclosure (button + panel of links) rather than an ARIA menu: it is what account
 * navigation is, and it keeps the positioning library out of the always-loaded shell. The
 * panel's contents load the first time it opens, then stay.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const [opened, close, rootProps, buttonProps, panelId] = useDisclosurePanel('user-menu');
  const [everOpened, setEverOpened] = useState(false);
  if (opened && !everOpened) setEverOpened(true);
  const name = fullName(user);
  // The member's own photo beside their name on every screen: one profile call when the app
  // opens (shared with the screens that show the profile), then from the cache.
  const { data: myProfile } = useQuery({ ...myProfileQueryOptions(), staleTime: 10 * 60_000 });

  return (
    <Box {...rootProps} pos="relative">
      <UnstyledButton {...buttonProps} aria-label={`Account menu for ${name}`}>
        <Group gap="xs" wrap="nowrap">
          <Avatar src={myProfile?.profile.avatarUrl} alt={name} color="blue" radius="xl" size={34}>
            {initials(user)}
          </Avatar>
          <Text size="sm" fw={500} visibleFrom="sm">
            {name}
          </Text>
          <IconChevronDown size={16} aria-hidden />
        </Group>
      </UnstyledButton>
      <Paper
        id={panelId}
        // Mantine's display styles beat the `hidden` attribute, so hide through display.
        display={opened ? 'block' : 'none'}
        style={{ zIndex: 200 }}
        withBorder
        shadow="md"
        p={4}
        w={240}
        pos="absolute"
        right={0}
        top="calc(100% + 8px)"
      >
        {everOpened && (
          <Suspense
            fallback={
              <Text size="sm" c="dimmed" px="sm" py={6}>
                Loading…
              </Text>
            }
          >
            <UserMenuPanel close={close} />
          </Suspense>
        )}
      </Paper>
    </Box>
  );
}
