import type { MySubscription } from '@nethub/contract';
import type { Formatters } from '@/lib/format';

/** Until when my subscription is paid, or when it ended; nothing before the first payment. */
export function paidUntilText(mine: MySubscription, format: Formatters) {
  if (!mine.endsAt) return null;
  if (mine.status === 'active') return `Paid until ${format.date(mine.endsAt)}`;
  if (mine.status === 'expired') return `Ended on ${format.date(mine.endsAt)}`;
  return null;
}
