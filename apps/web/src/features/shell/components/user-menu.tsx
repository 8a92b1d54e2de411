import { Avatar, Box, Divider, Group, NavLink, Paper, Text, UnstyledButton } from '@mantine/core';
import { useClickOutside, useDisclosure } from '@mantine/hooks';
import {
  IconChevronDown,
  IconLifebuoy,
  IconLogout,
  IconSettings,
  IconUser,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useId, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useCurrentUser, useLogout } from '@/lib/auth';
import { fullName, initials } from '@/lib/format';
import { myProfileQueryOptions } from '@/lib/preferences';

const LINKS = [
  { label: 'My profile', href: paths.profile.me.getHref(), Icon: IconUser },
  // Password and email changes are reached from the settings page.
  { label: 'Settings', href: paths.settings.root.getHref(), Icon: IconSettings },
  { label: 'Contact us', href: paths.contact.getHref(), Icon: IconLifebuoy },
];

/**
 * A disclosure (button + panel of links) rather than an ARIA menu: it is what account
 * navigation is, and it keeps the positioning library out of the always-loaded shell.
 */
export function UserMenu() {
  const user = useCurrentUser();
  const logout = useLogout();
  const [opened, panel] = useDisclosure(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const rootRef = useClickOutside<HTMLDivElement>(panel.close);
  const panelId = useId();
  const name = fullName(user);
  // The header never fetches the profile: it shows the photo once a screen has loaded it.
  const { data: myProfile } = useQuery({ ...myProfileQueryOptions(), enabled: false });

  const handleKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !opened) return;
    panel.close();
    buttonRef.current?.focus();
  };
  const handleBlur = (event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && !rootRef.current?.contains(next)) panel.close();
  };

  return (
    <Box ref={rootRef} pos="relative" onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <UnstyledButton
        ref={buttonRef}
        onClick={panel.toggle}
        aria-expanded={opened}
        aria-controls={panelId}
        aria-label={`Account menu for ${name}`}
      >
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
        {LINKS.map(({ label, href, Icon }) => (
          <NavLink
            key={href}
            component={Link}
            to={href}
            label={label}
            leftSection={<Icon size={16} aria-hidden />}
            onClick={panel.close}
          />
        ))}
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
