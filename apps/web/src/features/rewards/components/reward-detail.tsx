import type { Reward, RewardDetail as RewardDetailData } from '@nethub/contract';
import { Anchor, Button, Grid, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailList, DetailText, type Detail } from '@/components/detail-list';
import { MemberSummary } from '@/components/member-summary';
import { NotAvailableNotice } from '@/components/not-available-notice';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { isCurrency, isLeadStatus, StageBadge } from '@/features/leads';
import { getErrorStatus, MESSAGES } from '@/lib/errors';
import { fullName, useFormatters } from '@/lib/format';
import { useReward } from '../api/get-reward';
import { kindLabel, STATUS_LABELS, TYPE_LABELS } from '../reward-constants';
import { RewardActions } from './reward-actions';
import { RewardBadges } from './reward-badges';
import { kindBesideTitle } from './reward-card';
import { audienceText, campaignDates, leadsGeneratedText } from './reward-text';

function BackToRewards({ reward }: { reward?: Reward }) {
  // Someone else's reward came from "From my connections".
  const href =
    reward && !reward.isMine
      ? paths.rewards.root.getHref('invited')
      : paths.rewards.root.getHref(reward?.type);
  return <BackLink to={href}>All rewards</BackLink>;
}

type GeneratedLead = RewardDetailData['leadsGenerated'][number];

function GeneratedLeadItem({ lead }: { lead: GeneratedLead }) {
  const format = useFormatters();
  return (
    <Paper withBorder p="sm" component="li">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Stack gap={4} miw={0}>
          <Anchor
            component={Link}
            to={paths.leads.detail.getHref(lead._id)}
            fw={600}
            style={{ overflowWrap: 'anywhere' }}
          >
            {lead.contactName}
          </Anchor>
          <Text size="sm" c="dimmed">
            Passed by {fullName(lead.giver)} on {format.date(lead.createdAt)}
          </Text>
        </Stack>
        <Group gap="sm" wrap="nowrap">
          {isLeadStatus(lead.status) && <StageBadge status={lead.status} />}
          <Text fw={600}>
            <VisuallyHidden>Estimated value: </VisuallyHidden>
            {isCurrency(lead.currency)
              ? format.money(lead.estimatedValue, lead.currency)
              : `${lead.estimatedValue} ${lead.currency}`}
          </Text>
        </Group>
      </Group>
    </Paper>
  );
}

function LeadsGenerated({ detail }: { detail: RewardDetailData }) {
  const { rewardDetail: reward, leadsGenerated } = detail;
  return (
    <SectionCard title="Leads generated">
      {leadsGenerated.length === 0 ? (
        <Text c="dimmed">
          {reward.isMine
            ? 'No leads have been passed to you under this reward yet.'
            : 'You have not passed a lead under this reward yet.'}
        </Text>
      ) : (
        <>
          <Text size="sm" c="dimmed">
            {reward.isMine
              ? leadsGeneratedText(leadsGenerated.length)
              : `You passed ${leadsGenerated.length} lead${leadsGenerated.length === 1 ? '' : 's'} under this reward`}
          </Text>
          <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
            {leadsGenerated.map((lead) => (
              <GeneratedLeadItem key={lead._id} lead={lead} />
            ))}
          </Stack>
        </>
      )}
    </SectionCard>
  );
}

function RewardView({ detail }: { detail: RewardDetailData }) {
  const format = useFormatters();
  const reward = detail.rewardDetail;
  const { campaign } = reward;

  const items: Detail[] = [
    { label: 'Type', value: TYPE_LABELS[reward.type] },
    { label: 'Kind', value: kindLabel(reward.kind) },
    { label: 'Value', value: reward.value },
    { label: 'Status', value: STATUS_LABELS[reward.status] },
  ];
  if (campaign) {
    items.push({ label: 'Dates', value: campaignDates(campaign, format) });
    if (reward.isMine) {
      items.push({ label: 'Audience', value: audienceText(campaign) });
      items.push({
        label: 'Connections notified',
        value: campaign.notifyConnections ? 'Yes' : 'No',
      });
    }
  }
  items.push({ label: 'Added', value: format.date(reward.createdAt) });

  return (
    <Stack gap="lg">
      <BackToRewards reward={reward} />
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle
          title={reward.title}
          description={[TYPE_LABELS[reward.type], kindBesideTitle(reward)]
            .filter(Boolean)
            .join(' · ')}
        />
        <RewardBadges reward={reward} size="lg" />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SectionCard title="Reward details">
              <DetailList items={items} />
              {reward.description && <DetailText label="Description" text={reward.description} />}
            </SectionCard>
            <LeadsGenerated detail={detail} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {reward.isMine ? (
            <SectionCard title="Manage">
              <Text size="sm" c="dimmed">
                {reward.type === 'campaign'
                  ? 'Your audience sees an active campaign from its first day to its last.'
                  : 'Your connections see an active reward when they pass you a lead.'}
              </Text>
              <RewardActions reward={reward} />
            </SectionCard>
          ) : (
            <SectionCard title="Offered by">
              <MemberSummary member={reward.owner} caption="Owner" />
              <Button
                component={Link}
                to={paths.leads.new.getHref(reward.owner._id)}
                variant="light"
                aria-label={`Pass a lead to ${fullName(reward.owner)}`}
              >
                Pass a lead
              </Button>
            </SectionCard>
          )}
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** A reward or campaign: mine, or one on offer to me; anyone else is told it is not available. */
export function RewardDetail({ rewardId }: { rewardId: string }) {
  const detail = useReward(rewardId);
  if (detail.isPending) return <PageLoader inline label="Loading reward" />;
  if (detail.isError) {
    const status = getErrorStatus(detail.error);
    if (status === 404 || status === 400 || status === 403) {
      return (
        <NotAvailableNotice
          title="This reward is not available"
          message={MESSAGES.rewardNotAvailable}
          backTo={paths.rewards.root.getHref()}
          backLabel="Back to rewards"
        />
      );
    }
    return (
      <Stack>
        <BackToRewards />
        <PageTitle title="Reward" />
        <RetryAlert error={detail.error} onRetry={() => void detail.refetch()} />
      </Stack>
    );
  }
  return <RewardView detail={detail.data} />;
}
