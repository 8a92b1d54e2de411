import type { Lead } from '@nethub/contract';
import { Anchor, Button, Grid, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
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
import { getErrorMessage, getErrorStatus, MESSAGES } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { fullName, useFormatters } from '@/lib/format';
import { useLead } from '../api/get-lead';
import { useUpdateClosedValue } from '../api/update-lead-status';
import { ClosedValueModal } from './closed-value-modal';
import { STAGE_LABELS } from '../lead-constants';
import { leadTopic } from './lead-card';
import { LeadBookmarkToggle } from './lead-bookmark-toggle';
import { LeadHistory } from './lead-history';
import { StagePills, StagePillsReadOnly } from './stage-pills';
import { StageBadge } from './stage-badge';

function BackToLeads() {
  return <BackLink to={paths.leads.root.getHref()}>All leads</BackLink>;
}

/** A converted lead: what it closed at (the receiver corrects it) and the reward it earned. */
function ClosedBusiness({ lead }: { lead: Lead }) {
  const format = useFormatters();
  const [editing, setEditing] = useState(false);
  const update = useUpdateClosedValue();
  const incoming = lead.direction === 'incoming';
  const items: Detail[] = [
    { label: 'Converted on', value: format.date(lead.convertedAt!) },
    {
      label: 'Value closed',
      value:
        lead.closedValue === null
          ? 'Not recorded'
          : format.money(lead.closedValue, lead.closedCurrency ?? lead.currency),
    },
  ];
  if (lead.reward)
    items.push({
      label: 'Reward',
      value: lead.rewardPaidOn
        ? `${lead.reward.title}: paid on ${format.day(lead.rewardPaidOn)}`
        : `${lead.reward.title}: owed`,
    });
  return (
    <SectionCard
      title="Business closed"
      actions={
        incoming ? (
          <Button variant="default" size="compact-sm" onClick={() => setEditing(true)}>
            Edit value
          </Button>
        ) : undefined
      }
    >
      <DetailList items={items} />
      <Anchor component={Link} to={paths.ledger.getHref()} size="sm">
        See it in your ledger
      </Anchor>
      <ClosedValueModal
        lead={lead}
        opened={editing}
        action="edit"
        pending={update.isPending}
        onClose={() => setEditing(false)}
        onSubmit={(value) =>
          update.mutate(
            { id: lead._id, ...value },
            {
              onSuccess: () => {
                setEditing(false);
                notify.success(MESSAGES.updated);
              },
              onError: (error) => notify.error(getErrorMessage(error)),
            },
          )
        }
      />
    </SectionCard>
  );
}

function LeadView({ lead }: { lead: Lead }) {
  const format = useFormatters();
  const incoming = lead.direction === 'incoming';
  const { contact } = lead;
  const topic = leadTopic(lead);

  const prospect: Detail[] = [{ label: 'Name', value: fullName(contact) }];
  if (contact.jobTitle) prospect.push({ label: 'Job title', value: contact.jobTitle });
  if (contact.company) prospect.push({ label: 'Company', value: contact.company });
  prospect.push({
    label: 'E-mail',
    value: <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor>,
  });
  if (contact.phone) {
    prospect.push({
      label: 'Phone',
      value: <Anchor href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}>{contact.phone}</Anchor>,
    });
  }

  const details: Detail[] = [
    { label: 'Lead type', value: lead.leadType.name },
    ...(topic
      ? [{ label: topic.label === 'Tags' ? 'Tags' : 'Source of lead', value: topic.text }]
      : []),
    { label: 'Estimated value', value: format.money(lead.estimatedValue, lead.currency) },
    ...(lead.reward
      ? [
          {
            label: 'Reward',
            value: (
              <Anchor component={Link} to={paths.rewards.detail.getHref(lead.reward._id)}>
                {lead.reward.title}
              </Anchor>
            ),
          },
        ]
      : []),
    { label: incoming ? 'Received' : 'Sent', value: format.date(lead.createdAt) },
  ];

  return (
    <Stack gap="lg">
      <BackToLeads />
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle
          title={fullName(contact)}
          description={`${lead.leadType.name} lead ${incoming ? 'passed to you' : 'you passed on'}`}
        />
        <Group gap="xs" wrap="nowrap">
          <StageBadge status={lead.status} size="lg" />
          <LeadBookmarkToggle lead={lead} />
        </Group>
      </Group>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            <SectionCard title="Pipeline">
              {incoming ? (
                <StagePills lead={lead} label="Move to stage" />
              ) : (
                <StagePillsReadOnly status={lead.status} />
              )}
              <Text size="sm">
                Current stage: <strong>{STAGE_LABELS[lead.status]}</strong>, since{' '}
                {format.date(lead.statusChangedAt)}
              </Text>
              {!incoming && (
                <Text size="sm" c="dimmed">
                  Only {fullName(lead.receiver)} can move this lead along the pipeline.
                </Text>
              )}
            </SectionCard>
            {lead.convertedAt && <ClosedBusiness lead={lead} />}
            <SectionCard title="Prospect">
              <DetailList items={prospect} />
            </SectionCard>
            <SectionCard title="Lead details">
              <DetailList items={details} />
              {lead.details && <DetailText label="Details" text={lead.details} />}
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <SectionCard title="People">
              <MemberSummary member={lead.giver} caption="Given by" isMe={!incoming} />
              <MemberSummary member={lead.receiver} caption="Passed to" isMe={incoming} />
            </SectionCard>
            <SectionCard title="History">
              <LeadHistory leadId={lead._id} receiverFirstName={lead.receiver.firstName} />
            </SectionCard>
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}

/** One lead, for its giver or its receiver; anyone else is told it is not available. */
export function LeadDetail({ leadId }: { leadId: string }) {
  const lead = useLead(leadId);
  if (lead.isPending) return <PageLoader inline label="Loading lead" />;
  if (lead.isError) {
    const status = getErrorStatus(lead.error);
    if (status === 404 || status === 400 || status === 403) {
      return (
        <NotAvailableNotice
          title="This lead is not available"
          message={MESSAGES.leadNotAvailable}
          backTo={paths.leads.root.getHref()}
          backLabel="Back to leads"
        />
      );
    }
    return (
      <Stack>
        <BackToLeads />
        <PageTitle title="Lead" />
        <RetryAlert error={lead.error} onRetry={() => void lead.refetch()} />
      </Stack>
    );
  }
  return <LeadView lead={lead.data} />;
}
