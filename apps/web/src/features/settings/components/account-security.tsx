import { Card, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconLock, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';

const LINKS = [
  {
    label: 'Change password',
    description: 'Choose a new password for signing in.',
    href: paths.settings.password.getHref(),
    Icon: IconLock,
  },
  {
    label: 'Change email',
    description: 'Sign in and receive messages at another address.',
    href: paths.settings.email.getHref(),
    Icon: IconMail,
  },
];

export function AccountSecurity() {
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="account-settings">
      <Stack gap="sm">
        <Stack gap={4}>
          <Title order={2} fz="h3" id="account-settings">
            Sign-in and security
          </Title>
          <Text size="sm" c="dimmed">
            Both changes ask for your current password.
          </Text>
        </Stack>
        <Stack gap={2}>
          {LINKS.map(({ label, description, href, Icon }) => (
            <NavLink
              key={href}
              component={Link}
              to={href}
              label={label}
              description={description}
              leftSection={<Icon size={20} aria-hidden />}
              rightSection={<IconChevronRight size={16} aria-hidden />}
            />
          ))}
        </Stack>
      </Stack>
    </Card>
  );
}
