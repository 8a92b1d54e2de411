import type { LeadStageChange } from '@nethub/contract';
import { Loader, Text, Timeline } from '@mantine/core';
import { IconArrowRight, IconSend } from '@tabler/icons-react';
import { RetryAlert } from '@/components/retry-alert';
import { useFormatters } from '@/lib/format';
import { useLeadHistory } from '../api/get-lead-history';
import { STAGE_LABELS } from '../lead-constants';

/** One line of the history in words: "Ben passed it to Ava", "Ava moved it to Converted". */
export function describeChange(change: LeadStageChange, receiverFirstName: string) {
  const who = change.changedBy.firstName;
  return change.from === null
    ? `${who} passed it to ${receiverFirstName}`
    : `${who} moved it to ${STAGE_LABELS[change.to]}`;
}

/** Who moved the lead when, oldest first; a lead older than its history shows its creation. */
export function LeadHistory({
  leadId,
  receiverFirstName,
}: {
  leadId: string;
  receiverFirstName: string;
}) {
  const format = useFormatters();
  const history = useLeadHistory(leadId);
  if (history.isPending) return <Loader size="sm" aria-label="Loading the lead's history" />;
  if (history.isError)
    return <RetryAlert error={history.error} onRetry={() => void history.refetch()} />;
  return (
    <Timeline
      role="list"
      aria-label="History"
      active={history.data.length - 1}
      bulletSize={24}
      lineWidth={2}
      color="teal.8"
    >
      {history.data.map((change) => (
        <Timeline.Item
          role="listitem"
          key={`${change.changedAt}-${change.to}`}
          bullet={
            change.from === null ? (
              <IconSend size={13} aria-hidden />
            ) : (
              <IconArrowRight size={13} aria-hidden />
            )
          }
        >
          <Text size="sm">
            {describeChange(change, receiverFirstName)}
            <Text span c="dimmed" size="sm">
              {' · '}
              <time dateTime={change.changedAt}>{format.date(change.changedAt)}</time>
            </Text>
          </Text>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
