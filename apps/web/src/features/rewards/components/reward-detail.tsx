import type { Reward, RewardDetail as RewardDetailData } from '@nethub/contract';
import {
  Alert,
  Anchor,
  Button,
  Card,
  Grid,
  Group,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { PageTitle } from '@/components/page-title';
import { PlainText } from '@/components/plain-text';
import { paths } from '@/config/paths';
import { isCurrency, isLeadStatus, StageBadge } from '@/features/leads';
import { getErrorMessage, getErrorStatus, MESSAGES } from '@/lib/errors';
import { fullName, useFormatters } from '@/lib/format';
import { useReward } from '../api/get-reward';
import { kindLabel, STATUS_LABELS, TYPE_LABELS } from '../reward-constants';
import { RewardActions } from './reward-actions';
import { RewardBadges } from './reward-badges';
import { RewardMember } from './reward-member';
import { audienceText, campaignDates, leadsGeneratedText } from './reward-text';

function BackToRewards({ reward }: { reward?: Reward }) {
  // Someone else's reward came from "From my connections".
  const href =
    reward && !reward.isMine
      ? paths.rewards.root.getHref('invited')
      : paths.rewards.root.getHref(reward?.type);
  return (
    <Anchor component={Link} to={href} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={16} aria-hidden />
        All rewards
      </Group>
    </Anchor>
  );
}

function RewardNotAvailable() {
  return (
    <Stack align="flex-start">
      <PageTitle title="This reward is not available" />
      <Text>{MESSAGES.rewardNotAvailable}</Text>
      <Button component={Link} to={paths.rewards.root.getHref()}>
        Back to rewards
      </Button>
    </Stack>
  );
}

/** A titled card of the page: a region named by its heading. */
function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const titleId = useId();
  return (
    <Card withBorder padding="lg" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        <Title order={2} fz="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

type Detail = { label: string; value: React.ReactNode };

/** Label and value pairs, as a description list. */
function DetailList({ items }: { items: Detail[] }) {
  return (
    // The list lays out its own groups: a <dl> may hold only <div>s of <dt> and <dd>.
    <Stack component="dl" gap="sm" m={0}>
      {items.map((item) => (
        <div key={item.label}>
          <Text component="dt" size="sm" c="dimmed">
            {item.label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {item.value}
          </Text>
        </div>
      ))}
    </Stack>
  );
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
    <Section title="Leads generated">
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
    </Section>
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
          description={`${TYPE_LABELS[reward.type]} · ${kindLabel(reward.kind)}`}
        />
        <RewardBadges reward={reward} size="lg" />
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <Section title="Reward details">
              <DetailList items={items} />
              {reward.description && (
                <Stack gap={4}>
                  <Text size="sm" c="dimmed">
                    Description
                  </Text>
                  <PlainText text={reward.description} />
                </Stack>
              )}
            </Section>
            <LeadsGenerated detail={detail} />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          {reward.isMine ? (
            <Section title="Manage">
              <Text size="sm" c="dimmed">
                {reward.type === 'campaign'
                  ? 'Your audience sees an active campaign from its first day to its last.'
                  : 'Your connections see an active reward when they pass you a lead.'}
              </Text>
              <RewardActions reward={reward} />
            </Section>
          ) : (
            <Section title="Offered by">
              <RewardMember member={reward.owner} caption="Owner" />
              <Button
                component={Link}
                to={paths.leads.new.getHref(reward.owner._id)}
                variant="light"
                aria-label={`Pass a lead to ${fullName(reward.owner)}`}
              >
                Pass a lead
              </Button>
            </Section>
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
    if (status === 404 || status === 400 || status === 403) return <RewardNotAvailable />;
    return (
      <Stack>
        <BackToRewards />
        <PageTitle title="Reward" />
        <Alert color="red" icon={<IconAlertCircle aria-hidden />}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{getErrorMessage(detail.error)}</Text>
            <Button size="xs" variant="default" onClick={() => void detail.refetch()}>
              Try again
            </Button>
          </Stack>
        </Alert>
      </Stack>
    );
  }
  return <RewardView detail={detail.data} />;
}
