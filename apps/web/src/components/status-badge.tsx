import type { SubscriberStatus, TicketStatus } from '@nethub/contract';
import { VisuallyHidden } from '@mantine/core';
import { SUBSCRIBER_STATUS_LABELS, TICKET_STATUS_LABELS } from '@/lib/sales-text';
import { Badge, type BadgeTone } from './badge';

type StatusBadgeProps =
  { of: 'subscription'; status: SubscriberStatus } | { of: 'ticket'; status: TicketStatus };

const TONES: Record<SubscriberStatus | TicketStatus, BadgeTone> = {
  active: 'success',
  paid: 'success',
  pending: 'warning',
  cancelled: 'neutral',
  expired: 'danger',
};

/** A subscription's or a ticket's status, in words (the colour only repeats them). */
export function StatusBadge(props: StatusBadgeProps) {
  const label =
    props.of === 'ticket'
      ? TICKET_STATUS_LABELS[props.status]
      : SUBSCRIBER_STATUS_LABELS[props.status];
  const done = props.status === 'active' || props.status === 'paid';
  return (
    <Badge tone={TONES[props.status]} strong={done} style={{ flexShrink: 0 }}>
      <VisuallyHidden>Status: </VisuallyHidden>
      {label}
    </Badge>
  );
}
