import type { SubscriberStatus, TicketStatus } from '@nethub/contract';
import { Badge, VisuallyHidden } from '@mantine/core';
import { SUBSCRIBER_STATUS_LABELS, TICKET_STATUS_LABELS } from '@/lib/sales-text';

type StatusBadgeProps =
  { of: 'subscription'; status: SubscriberStatus } | { of: 'ticket'; status: TicketStatus };

// Only dark fills and outlines: the light variant's text falls below AA contrast.
const COLORS: Record<SubscriberStatus | TicketStatus, string> = {
  active: 'teal.9',
  paid: 'teal.9',
  pending: 'grape.9',
  cancelled: 'gray.7',
  expired: 'red.9',
};

/** A subscription's or a ticket's status, in words (the colour only repeats them). */
export function StatusBadge(props: StatusBadgeProps) {
  const label =
    props.of === 'ticket'
      ? TICKET_STATUS_LABELS[props.status]
      : SUBSCRIBER_STATUS_LABELS[props.status];
  const done = props.status === 'active' || props.status === 'paid';
  return (
    <Badge
      color={COLORS[props.status]}
      variant={done ? 'filled' : 'outline'}
      style={{ flexShrink: 0 }}
    >
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </Badge>
  );
}
