import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconSend } from '@tabler/icons-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { getErrorMessage, getErrorStatus, MESSAGES } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { useRewardMember } from '../api/get-reward-member';
import { useRewards } from '../api/get-rewards';
import type { RewardsFilters } from '../api/reward-keys';
import { RewardList } from './reward-list';

function BackToConnections() {
  return <BackLink to={paths.connections.getHref()}>My connections</BackLink>;
}

function CampaignsOf({ userId, name }: { userId: string; name: string }) {
  const filters = useMemo<RewardsFilters>(
    () => ({ ownedRewardType: 'invited', type: 'campaign', userId }),
    [userId],
  );
  const campaigns = useRewards(filters);
  return (
    <Stack gap="lg">
      <BackToConnections />
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle
          title={`Campaigns from ${name}`}
          description={`The campaigns ${name} runs that are open to you.`}
        />
        <Button
          component={Link}
          to={paths.leads.new.getHref(userId)}
          leftSection={<IconSend size={16} aria-hidden />}
          aria-label={`Pass a lead to ${name}`}
        >
          Pass a lead
        </Button>
      </Group>
      <RewardList
        rewards={campaigns}
        loadingLabel="Loading campaigns"
        empty={{
          title: 'No campaigns open to you',
          body: `${name} has no campaign running for you right now. Their standard rewards are offered when you pass them a lead.`,
        }}
      />
    </Stack>
  );
}

/** The campaigns one connection offers me, titled with their name. */
export function ConnectionCampaigns({ userId }: { userId: string }) {
  const member = useRewardMember(userId);
  if (member.isPending) return <PageLoader inline label="Loading campaigns" />;
  if (member.isError) {
    const status = getErrorStatus(member.error);
    const gone = status === 404 || status === 400;
    return (
      <Stack align="flex-start">
        <BackToConnections />
        <PageTitle title="Campaigns" />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{gone ? MESSAGES.memberNotFound : getErrorMessage(member.error)}</Text>
            {!gone && (
              <Button size="xs" variant="default" onClick={() => void member.refetch()}>
                Try again
              </Button>
            )}
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <CampaignsOf userId={userId} name={fullName(member.data)} />;
}
