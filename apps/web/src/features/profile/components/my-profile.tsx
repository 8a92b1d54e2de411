import type { CurrentUser, UserStatus } from '@nethub/contract';
import { Alert, Button, Card, Grid, Group, Stack, Text, Title } from '@mantine/core';
import { IconAlertCircle, IconCamera, IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { lazy, Suspense, useRef, useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { useCurrentUser } from '@/lib/auth';
import { MESSAGES } from '@/lib/errors';
import { useMyProfile } from '../api/get-my-profile';
import { ProfileCompleteness } from './profile-completeness';
import { ProfileDetails, ProfileSummary } from './profile-view';
import { Badge } from '@/components/badge';

// The editor (zod, selects, the sector and region lists) loads when the member asks for it.
const loadProfileForm = () => import('./profile-form');
const ProfileForm = lazy(() =>
  loadProfileForm().then((module) => ({ default: module.ProfileForm })),
);

// The photo editor (the drop zone and the upload flow) loads when the member opens it.
const loadAvatarModal = () => import('./avatar-modal');
const AvatarModal = lazy(() =>
  loadAvatarModal().then((module) => ({ default: module.AvatarModal })),
);

const STATUS_LABELS: Record<UserStatus, string> = {
  active: 'Active',
  unverified: 'Email not verified',
  inactive: 'Not active yet',
  suspended: 'Suspended',
  deleted: 'Deleted',
};

/** Why a member who is not active is held on this page. */
const HOLD_REASONS: Record<Exclude<UserStatus, 'active'>, string> = {
  unverified:
    'Please verify your email address with the link we sent you. The rest of Net Hub opens once it is verified.',
  inactive:
    'Your account has not been activated yet. Complete your registration from your invitation email, or contact your group admin.',
  suspended:
    'Your account has been suspended, so the rest of Net Hub is closed to you. Please contact support if you think this is a mistake.',
  deleted: 'This account has been deleted.',
};

function HoldNotice({ status }: { status: CurrentUser['status'] }) {
  if (status === 'active') return null;
  return (
    <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
      {HOLD_REASONS[status]}
    </Alert>
  );
}

function AccountCard({ user }: { user: CurrentUser }) {
  return (
    <Card withBorder padding="lg">
      <Stack gap="xs">
        <Title order={2} fz="h4">
          Account
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{user.email}</Text>
        <Group gap="xs">
          <Badge tone={user.status === 'active' ? 'success' : 'neutral'}>
            {STATUS_LABELS[user.status]}
          </Badge>
          {user.isOrgOwner && <Badge tone="accent">Organisation owner</Badge>}
        </Group>
      </Stack>
    </Card>
  );
}

export function MyProfile() {
  const user = useCurrentUser();
  const myProfile = useMyProfile();
  const [editing, setEditing] = useState(false);
  const editButtonRef = useRef<HTMLButtonElement>(null);
  const [changingPhoto, setChangingPhoto] = useState(false);
  const photoButtonRef = useRef<HTMLButtonElement>(null);

  const handlePhotoClose = () => {
    setChangingPhoto(false);
    requestAnimationFrame(() => photoButtonRef.current?.focus());
  };

  const handleDone = () => {
    setEditing(false);
    // The form unmounts: give focus back to the button that opened it.
    requestAnimationFrame(() => editButtonRef.current?.focus());
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-end">
        <PageTitle title="My profile" />
        {myProfile.isSuccess && !editing && (
          <Group gap="sm">
            <Button
              ref={photoButtonRef}
              variant="default"
              leftSection={<IconCamera size={16} aria-hidden />}
              onClick={() => setChangingPhoto(true)}
              onPointerEnter={() => void loadAvatarModal()}
              onFocus={() => void loadAvatarModal()}
            >
              Change photo
            </Button>
            <Button
              ref={editButtonRef}
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setEditing(true)}
              onPointerEnter={() => void loadProfileForm()}
              onFocus={() => void loadProfileForm()}
            >
              Edit profile
            </Button>
          </Group>
        )}
      </Group>
      <HoldNotice status={user.status} />
      {myProfile.isPending && <PageLoader inline label="Loading your profile" />}
      {myProfile.isError && (
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{MESSAGES.profileFetchFailed}</Text>
            <Button size="xs" variant="default" onClick={() => void myProfile.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      )}
      {myProfile.isSuccess && changingPhoto && (
        <Suspense fallback={<PageLoader inline label="Loading the photo editor" />}>
          <AvatarModal profile={myProfile.data.profile} onClose={handlePhotoClose} />
        </Suspense>
      )}
      {myProfile.isSuccess && (
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            {editing ? (
              <Suspense fallback={<PageLoader inline label="Loading the editor" />}>
                <ProfileForm myProfile={myProfile.data} onDone={handleDone} />
              </Suspense>
            ) : (
              <Stack gap="lg">
                <ProfileSummary profile={myProfile.data.profile} nameOrder={2} />
                <ProfileDetails profile={myProfile.data.profile} sectionOrder={3} />
              </Stack>
            )}
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <ProfileCompleteness rating={myProfile.data.rating} />
              <AccountCard user={user} />
            </Stack>
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
