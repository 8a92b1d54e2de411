import type { Lead } from '@nethub/contract';
import { Anchor, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { MemberSummary } from '@/components/member-summary';
import { paths } from '@/config/paths';
import { fullName, jobRole, useFormatters } from '@/lib/format';
import { LeadBookmarkToggle } from './lead-bookmark-toggle';
import { StageBadge } from './stage-badge';
import { Badge } from '@/components/badge';

/** What the lead is about: the recipient's tags it matches, or where it came from. */
export function leadTopic(lead: Lead) {
  if (lead.tags.length) return { label: 'Tags', text: lead.tags.join(', ') };
  if (lead.sourceOfLead) return { label: 'Source', text: lead.sourceOfLead };
  return null;
}

/** One lead of the list: the prospect, its stage and value, and the member at the other end. */
export function LeadCard({ lead }: { lead: Lead }) {
  const format = useFormatters();
  const nameId = `lead-${lead._id}`;
  const role = jobRole(lead.contact);
  const topic = leadTopic(lead);
  const incoming = lead.direction === 'incoming';
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={nameId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={paths.leads.detail.getHref(lead._id)}
              id={nameId}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {fullName(lead.contact)}
            </Anchor>
            {role && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {role}
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="nowrap">
            <StageBadge status={lead.status} />
            <LeadBookmarkToggle lead={lead} />
          </Group>
        </Group>
        <Group gap="xs" align="center">
          <Badge tone="info">
            <VisuallyHidden>Lead type: </VisuallyHidden>
            {lead.leadType.name}
          </Badge>
          {topic && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {topic.label}: {topic.text}
            </Text>
          )}
        </Group>
        <Group justify="space-between" align="flex-end" gap="sm">
          <MemberSummary
            member={incoming ? lead.giver : lead.receiver}
            caption={incoming ? 'From' : 'To'}
            size="sm"
          />
          <Stack gap={0} align="flex-end">
            <Text fw={600}>
              <VisuallyHidden>Estimated value: </VisuallyHidden>
              {format.money(lead.estimatedValue, lead.currency)}
            </Text>
            <Text size="xs" c="dimmed">
              {incoming ? 'Received' : 'Sent'} {format.date(lead.createdAt)}
            </Text>
          </Stack>
        </Group>
      </Stack>
    </Paper>
  );
}
