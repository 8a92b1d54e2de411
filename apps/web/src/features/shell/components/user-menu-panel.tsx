import {
  Box,
  Divider,
  NavLink,
  Text,
  useMantineColorScheme,
  type MantineColorScheme,
} from '@mantine/core';
import {
  IconBuildingCommunity,
  IconCheck,
  IconDeviceDesktop,
  IconLifebuoy,
  IconLogout,
  IconMoon,
  IconSettings,
  IconShieldLock,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useAdminAccess } from '@/features/admin';
import { useCurrentUser, useLogout } from '@/lib/auth';

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
 * What the account menu holds, loaded the first time it opens (its icons and links stay out of
 * every screen's first load, P10).
 */
export function UserMenuPanel({ close }: { close: () => void }) {
  const user = useCurrentUser();
  const logout = useLogout();
  const isAdmin = useAdminAccess({ enabled: true }).data?.isAdmin === true;
  const links = [
    ...(user.isOrgOwner ? [OWNER_LINK] : []),
    ...LINKS,
    ...(isAdmin ? [ADMIN_LINK] : []),
  ];
  return (
    <>
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
    </>
  );
}
