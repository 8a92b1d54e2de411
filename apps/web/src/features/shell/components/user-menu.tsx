import {
  Avatar,
  Box,
  Divider,
  Group,
  NavLink,
  Paper,
  Text,
  UnstyledButton,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCheck,
  IconChevronDown,
  IconDeviceDesktop,
  IconLifebuoy,
  IconLogout,
  IconMoon,
  IconSettings,
  IconShieldLock,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAdminAccess } from '@/features/admin';
import { useCurrentUser, useLogout } from '@/lib/auth';
import { useDisclosurePanel } from '@/lib/disclosure';
import { fullName, initials } from '@/lib/format';
import { myProfileQueryOptions } from '@/lib/preferences';

/** Shown to organisation owners only, first in the menu. */
const OWNER_LINK = {
  label: 'Organisation console',
  href: paths.organization.root.getHref(),
  Icon: IconBuildingCommunity,
};

/** Shown to platform administrators only (ADR 023), after the account's own links. */
const ADMIN_LINK = {
  label: 'Platform administration',
  href: paths.admin.getHref(),
  Icon: IconShieldLock,
};

const LINKS = [
  { label: 'My profile', href: paths.profile.me.getHref(), Icon: IconUser },
  // Password and email changes are reached from the settings page.
  { label: 'Settings', href: paths.settings.root.getHref(), Icon: IconSettings },
  { label: 'Contact us', href: paths.contact.getHref(), Icon: IconLifebuoy },
];

const SCHEMES: Array<{ value: MantineColorScheme; label: string; Icon: typeof IconSun }> = [
  { value: 'light', label: 'Light', Icon: IconSun },
  { value: 'dark', label: 'Dark', Icon: IconMoon },
  { value: 'auto', label: 'System', Icon: IconDeviceDesktop },
];

/** Light, Dark or System (the default): pressed buttons, remembered by Mantine in localStorage. */
function ColorSchemeChoice() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  return (
    <Box role="group" aria-labelledby="color-scheme-label">
      <Text id="color-scheme-label" size="xs" c="dimmed" px="sm" pt={6} pb={2}>
        Appearance
      </Text>
      {SCHEMES.map(({ value, label, Icon }) => (
        <NavLink
          key={value}
          component="button"
          label={label}
          aria-pressed={colorScheme === value}
          leftSection={<Icon size={16} aria-hidden />}
          rightSection={colorScheme === value ? <IconCheck size={16} aria-hidden /> : null}
          onClick={() => setColorScheme(value)}
        />
      ))}
    </Box>
  );
}

/**
 * A disclosure (button + panel of links) rather than an ARIA menu: it is what account
 * navigation is, and it keeps the positioning library out of the always-loaded shell.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const [opened, close, rootProps, buttonProps, panelId] = useDisclosurePanel();
  const name = fullName(user);
  // The member's own photo beside their name on every screen: one profile call when the app
  // opens (shared with the screens that show the profile), then from the cache.
  const { data: myProfile } = useQuery({ ...myProfileQueryOptions(), staleTime: 10 * 60_000 });
  // Asked once the menu is first opened (then kept): no extra call on every page load.
  const isAdmin = useAdminAccess({ enabled: opened }).data?.isAdmin === true;
  const links = [
    ...(user.isOrgOwner ? [OWNER_LINK] : []),
    ...LINKS,
    ...(isAdmin ? [ADMIN_LINK] : []),
  ];

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
        <Text size="sm" c="dimmed" px="sm" py={6} truncate>
          {user.email}
        </Text>
        {links.map(({ label, href, Icon }) => (
          <NavLink
            key={href}
            component={Link}
            to={href}
            label={label}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={close}
          />
        ))}
        <Divider my={4} />
        <ColorSchemeChoice />
        <Divider my={4} />
        <NavLink
          component="button"
          label="Log out"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => logout.mutate()}
          disabled={logout.isPending}
        />
      </Paper>
    </Box>
  );
}
