import type { MemberProfile as MemberProfileData, ProfileVisibility } from '@nethub/contract';
import { Alert, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconAlertCircle, IconLock } from '@tabler/icons-react';
import { Link, Navigate } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { ReportButton } from '@/features/reports';
import { useCurrentUser } from '@/lib/auth';
import { getErrorMessage, getErrorStatus, MESSAGES } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { useMemberProfile } from '../api/get-member-profile';
import { MessageButton } from './message-button';
import { PrivateNote } from './private-note';
import { ProfileDetails, ProfileSummary } from './profile-view';

/** The server may say why the profile is restricted; without it the wording stays neutral. */

function restrictedText(visibility: ProfileVisibility) {
  if (visibility === 'connections') {
    return 'This member shares their full profile with their connections only.';
  }
  return 'This member keeps their profile private.';
}

function MemberNotFound() {
  return (
    <Stack align="flex-start">
      <PageTitle title="Member not found" />
      <Text>{MESSAGES.memberNotFound}</Text>
      <Button component={Link} to={paths.home.getHref()}>
        Back to home
      </Button>
    </Stack>
  );
}

/**
 * What the page around the profile offers to do with the member, by how the viewer stands with
 * them (connect, message...); `refresh` fetches the profile again after one of them.
 */
type ProfileActions = (member: MemberProfileData, refresh: () => void) => React.ReactNode;

function MemberProfileView({
  member,
  actions,
  refresh,
}: {
  member: MemberProfileData;
  actions?: ProfileActions;
  refresh: () => void;
}) {
  const { profile } = member;
  useDocumentTitle(`${fullName(profile)} · Net Hub`);
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Stack gap="lg">
          <ProfileSummary profile={profile} nameOrder={1} />
          <Group gap="sm">
            {actions ? actions(member, refresh) : <MessageButton member={profile} />}
            <ReportButton kind="profile" targetId={profile._id}>
              Report profile
            </ReportButton>
          </Group>
          {member.restricted ? (
            <Alert color="blue" icon={<IconLock aria-hidden />}>
              {restrictedText(member.visibility)}
            </Alert>
          ) : (
            <ProfileDetails profile={profile} sectionOrder={2} />
          )}
        </Stack>
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <PrivateNote userId={profile._id} />
      </Grid.Col>
    </Grid>
  );
}

export function MemberProfile({
  memberId,
  actions,
}: {
  memberId: string;
  actions?: ProfileActions;
}) {
  const me = useCurrentUser();
  const isMe = memberId === me._id;
  const member = useMemberProfile(memberId, { enabled: !isMe });

  if (isMe || member.data?.isMe) {
    return <Navigate to={paths.profile.me.getHref()} replace />;
  }
  if (member.isPending) return <PageLoader inline label="Loading profile" />;
  if (member.isError) {
    const status = getErrorStatus(member.error);
    if (status === 404 || status === 400) return <MemberNotFound />;
    return (
      <Stack>
        <PageTitle title="Profile" />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          {getErrorMessage(member.error)}
        </Alert>
      </Stack>
    );
  }
  return (
    <MemberProfileView
      member={member.data}
      actions={actions}
      refresh={() => void member.refetch()}
    />
  );
}
