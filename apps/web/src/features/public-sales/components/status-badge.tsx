import type { SubscriberStatus, TicketStatus } from '@nethub/contract';
import { VisuallyHidden } from '@mantine/core';
import { Badge } from '@/components/badge';

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
      tone={done ? 'success' : status === 'cancelled' ? 'danger' : 'warning'}
      strong={done}
      style={{ flexShrink: 0 }}
    >
      <VisuallyHidden>Status: </VisuallyHidden>
      {LABELS[status]}
    </Badge>
  );
}
