import { Button, Card, Group, NavLink, Stack, Text, Title } from '@mantine/core';
import { IconChevronRight, IconLock, IconLogout, IconMail } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';

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

/** Ends every session but this one: other browsers and devices are signed out within seconds. */
function SignOutOtherSessions() {
  const revoke = useRevokeOtherSessions();
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed">
        Lost a device, or signed in on a shared computer? End every other session of your account.
      </Text>
      <FormError error={revoke.error} context="general" />
      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={revoke.isPending}
          onClick={() =>
            revoke.mutate(undefined, {
              onSuccess: () => notify.success(MESSAGES.otherSessionsSignedOut),
            })
          }
        >
          Sign out other sessions
        </Button>
      </Group>
    </Stack>
  );
}

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
        <SignOutOtherSessions />
      </Stack>
    </Card>
  );
}
