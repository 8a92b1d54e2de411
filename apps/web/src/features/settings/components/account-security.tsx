import type { SignedInSession } from '@nethub/contract';
import { Button, Card, Group, Loader, NavLink, Stack, Text, Title } from '@mantine/core';
import {
  IconChevronRight,
  IconDeviceDesktop,
  IconDeviceMobile,
  IconDeviceTablet,
  IconDevices,
  IconLock,
  IconLogout,
  IconMail,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { RetryAlert } from '@/components/retry-alert';
import { MESSAGES } from '@/lib/errors';
import { useFormatters } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useRevokeOtherSessions } from '../api/revoke-other-sessions';
import { useRevokeSession, useSessions } from '../api/sessions';
import { Badge } from '@/components/badge';

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

const DEVICE_ICONS = {
  desktop: IconDeviceDesktop,
  mobile: IconDeviceMobile,
  tablet: IconDeviceTablet,
  unknown: IconDevices,
} as const;

const sessionName = ({ browser, os }: SignedInSession) =>
  [browser ?? 'An unknown browser', os].filter(Boolean).join(' on ');

/** One place the member is signed in, with a way to sign it out unless it is this one. */
function SessionItem({ session }: { session: SignedInSession }) {
  const format = useFormatters();
  const revoke = useRevokeSession();
  const Icon = DEVICE_ICONS[session.device];
  const name = sessionName(session);
  return (
    <Group component="li" justify="space-between" wrap="nowrap" gap="sm" py={6}>
      <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
        <Icon size={24} aria-hidden style={{ flexShrink: 0 }} />
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Group gap={6}>
            <Text size="sm" fw={500}>
              {name}
            </Text>
            {session.current && (
              <Badge size="sm" tone="success" strong>
                This device
              </Badge>
            )}
          </Group>
          <Text size="xs" c="dimmed">
            Signed in {format.date(session.signedInAt)} · last active{' '}
            {format.dateTime(session.lastSeenAt)}
          </Text>
          <FormError error={revoke.error} context="general" />
        </Stack>
      </Group>
      {!session.current && (
        <Button
          size="xs"
          variant="default"
          style={{ flexShrink: 0 }}
          loading={revoke.isPending}
          aria-label={`Sign out ${name}, last active ${format.dateTime(session.lastSeenAt)}`}
          onClick={() =>
            revoke.mutate(session._id, {
              onSuccess: () => notify.success(MESSAGES.sessionSignedOut),
            })
          }
        >
          Sign out
        </Button>
      )}
    </Group>
  );
}

/**
 * Where the member is signed in (device, browser, when last seen), each other session with its
 * own "Sign out", and one button to end them all: they stop within seconds, sockets included.
 */
function SignedInSessions() {
  const sessions = useSessions();
  const revokeOthers = useRevokeOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <Stack gap={6} component="section" aria-labelledby="signed-in-sessions">
      <Title order={3} fz="h5" id="signed-in-sessions">
        Where you are signed in
      </Title>
      {sessions.isPending && <Loader size="sm" aria-label="Loading your sessions" />}
      {sessions.isError && (
        <RetryAlert error={sessions.error} onRetry={() => void sessions.refetch()} />
      )}
      {sessions.data && (
        <Stack
          component="ul"
          aria-labelledby="signed-in-sessions"
          gap={0}
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {sessions.data.map((session) => (
            <SessionItem key={session._id} session={session} />
          ))}
        </Stack>
      )}
      <Text size="sm" c="dimmed">
        Lost a device, or signed in on a shared computer? End every other session of your account.
      </Text>
      <FormError error={revokeOthers.error} context="general" />
      <Group>
        <Button
          variant="default"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={revokeOthers.isPending}
          disabled={sessions.isSuccess && others === 0}
          onClick={() =>
            revokeOthers.mutate(undefined, {
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
        <SignedInSessions />
      </Stack>
    </Card>
  );
}
