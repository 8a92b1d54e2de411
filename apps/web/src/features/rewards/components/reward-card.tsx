import type { Reward } from '@nethub/contract';
import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { IconCalendarEvent, IconUsers } from '@tabler/icons-react';
import { Link } from 'react-router';
import { MemberSummary } from '@/components/member-summary';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { kindLabel, TYPE_LABELS } from '../reward-constants';
import { RewardActions } from './reward-actions';
import { RewardBadges } from './reward-badges';
import { audienceText, campaignDates, leadsGeneratedText } from './reward-text';
import { Badge } from '@/components/badge';

/** The kind, unless the title already says it ("Commission or rebate" twice, #19). */
export function kindBesideTitle(reward: Pick<Reward, 'kind' | 'title'>) {
  const kind = kindLabel(reward.kind);
  return kind.trim().toLowerCase() === reward.title.trim().toLowerCase() ? null : kind;
}

/**
 * One reward of a list: what it offers, its state, and the owner's controls on mine. Each fact
 * shows once: on my rewards the Active switch is the status, so no status badge repeats it.
 */
export function RewardCard({ reward }: { reward: Reward }) {
  const format = useFormatters();
  const titleId = `reward-${reward._id}`;
  const { campaign } = reward;
  const kind = kindBesideTitle(reward);
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={4} miw={0} style={{ flex: 1 }}>
            <Anchor
              component={Link}
              to={paths.rewards.detail.getHref(reward._id)}
              id={titleId}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {reward.title}
            </Anchor>
            {(kind || campaign) && (
              <Group gap="xs">
                {kind && (
                  <Badge tone="info">
                    <VisuallyHidden>Kind: </VisuallyHidden>
                    {kind}
                  </Badge>
                )}
                {campaign && <Badge tone="accent">{TYPE_LABELS.campaign}</Badge>}
              </Group>
            )}
          </Stack>
          <RewardBadges reward={reward} withStatus={!reward.isMine} />
        </Group>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          <VisuallyHidden>Value: </VisuallyHidden>
          {reward.value}
        </Text>
        {reward.description && (
          <Text
            size="sm"
            lineClamp={3}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {reward.description}
          </Text>
        )}
        {campaign && (
          <Group gap="md">
            <Group gap={4} wrap="nowrap">
              <IconCalendarEvent size={16} aria-hidden />
              <Text size="sm">
                <VisuallyHidden>Dates: </VisuallyHidden>
                {campaignDates(campaign, format)}
              </Text>
            </Group>
            {reward.isMine && (
              <Group gap={4} wrap="nowrap">
                <IconUsers size={16} aria-hidden />
                <Text size="sm">
                  <VisuallyHidden>Audience: </VisuallyHidden>
                  {audienceText(campaign)}
                </Text>
              </Group>
            )}
          </Group>
        )}
        {reward.isMine ? (
          <Group justify="space-between" align="center" gap="sm">
            <Text size="sm" c="dimmed">
              {leadsGeneratedText(reward.leadsGenerated)}
            </Text>
            <RewardActions reward={reward} />
          </Group>
        ) : (
          <MemberSummary member={reward.owner} caption="Offered by" size="sm" />
        )}
      </Stack>
    </Paper>
  );
}
