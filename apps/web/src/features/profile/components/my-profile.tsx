import type { CurrentUser, UserStatus } from '@nethub/contract';
import { Alert, Badge, Card, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PageTitle } from '@/components/page-title';
import { useCurrentUser } from '@/lib/auth';
import { formatDate, fullName } from '@/lib/format';

const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  unverified: 'Email not verified',
  inactive: 'Not active yet',
  suspended: 'Suspended',
};

/** Why a member who is not active is held on this page. */
const HOLD_REASONS: Record<Exclude<UserStatus, 'active'>, string> = {
  unverified:
    'Please verify your email address with the link we sent you. The rest of Net Hub opens once it is verified.',
  inactive:
    'Your account has not been activated yet. Complete your registration from your invitation email, or contact your group admin.',
  suspended:
    'Your account has been suspended, so the rest of Net Hub is closed to you. Please contact support if you think this is a mistake.',
};

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text component="div">{children}</Text>
    </div>
  );
}

function HoldNotice({ status }: { status: CurrentUser['status'] }) {
  if (status === 'active') return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
      {HOLD_REASONS[status]}
    </Alert>
  );
}

export function MyProfile() {
  const user = useCurrentUser();
  return (
    <Stack gap="lg" maw={640}>
      <PageTitle title="My profile" description="Your full profile is coming soon." />
      <HoldNotice status={user.status} />
      <Card withBorder padding="lg">
        <Stack>
          <Field label="Name">{fullName(user)}</Field>
          <Field label="Email">{user.email}</Field>
          <Field label="Account status">
            <Group gap="xs">
              <Badge color={user.status === 'active' ? 'teal.9' : 'gray.7'}>
                {STATUS_LABELS[user.status]}
              </Badge>
              {user.isOrgOwner && <Badge color="blue">Organisation owner</Badge>}
            </Group>
          </Field>
          <Field label="Member since">{formatDate(user.createdAt)}</Field>
        </Stack>
      </Card>
    </Stack>
  );
}
