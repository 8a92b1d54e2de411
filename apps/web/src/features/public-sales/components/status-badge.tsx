import type { SubscriberStatus, TicketStatus } from '@nethub/contract';
import { Badge, VisuallyHidden } from '@mantine/core';

const LABELS: Record<SubscriberStatus | TicketStatus, string> = {
  pending: 'Waiting for payment',
  active: 'Active',
  paid: 'Paid',
  cancelled: 'Cancelled',
  expired: 'Expired',
};

/** A subscription's or ticket's status. Dark fills and outlines keep AA contrast. */
export function StatusBadge({ status }: { status: SubscriberStatus | TicketStatus }) {
  const done = status === 'active' || status === 'paid';
  return (
    <Badge
      color={done ? 'teal.9' : status === 'cancelled' ? 'red.9' : 'gray.7'}
      variant={done ? 'filled' : 'outline'}
      style={{ flexShrink: 0 }}
    >
      <VisuallyHidden>Status: </VisuallyHidden>
      {LABELS[status]}
    </Badge>
  );
}
