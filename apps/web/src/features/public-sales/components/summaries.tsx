import type { EventCard, PlanCard, Ticket } from '@nethub/contract';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { DetailList, type Detail } from '@/components/detail-list';
import { paths } from '@/config/paths';
import { fullName, plural, useFormatters, type Formatters } from '@/lib/format';
import { eventWhen, planPriceText, seatsText, ticketPriceText } from '@/lib/sales-text';

/** The group a plan or event belongs to: members may open its page, visitors read its name. */
const groupDetail = (group: { _id: string; name: string }, link: boolean): Detail => ({
  label: 'Network group',
  value: link ? (
    <Anchor component={Link} to={paths.groups.detail.getHref(group._id)} inherit>
      {group.name}
    </Anchor>
  ) : (
    group.name
  ),
});

type PlanSummaryProps = { plan: PlanCard; linkGroup?: boolean };

/** A plan's price, group and organisation, as a description list. */
export function PlanSummary({ plan, linkGroup = false }: PlanSummaryProps) {
  const { money } = useFormatters();
  const items: Detail[] = [
    { label: 'Price', value: planPriceText(plan, money) },
    groupDetail(plan.group, linkGroup),
    { label: 'Members', value: plural(plan.group.memberCount, 'member') },
    { label: 'Organisation', value: plan.organization.name },
  ];
  return <DetailList items={items} />;
}

type EventSummaryProps = {
  event: EventCard;
  linkGroup?: boolean;
  /** Seats left matter while buying; a ticket holder has theirs. */
  withSeats?: boolean;
  /** Extra rows first (the ticket's holder). */
  before?: Detail[];
};

/** When and where an event is, its price, and who runs it. */
export function EventSummary({
  event,
  linkGroup = false,
  withSeats = false,
  before = [],
}: EventSummaryProps) {
  const format = useFormatters();
  const seats = withSeats ? seatsText(event.seatsLeft) : null;
  const items: Detail[] = [
    ...before,
    { label: 'When', value: eventWhen(event, format) },
    ...(event.venue ? [{ label: 'Where', value: event.venue }] : []),
    { label: 'Price', value: ticketPriceText(event, format.money) },
    ...(seats ? [{ label: 'Seats', value: seats }] : []),
    groupDetail(event.group, linkGroup),
    { label: 'Organisation', value: event.organization.name },
  ];
  return <DetailList items={items} />;
}

/** Whose ticket it is, and when it was paid. */
export const holderDetails = (ticket: Ticket, format: Formatters): Detail[] => [
  { label: 'Ticket holder', value: fullName(ticket) },
  ...(ticket.paidAt ? [{ label: 'Paid on', value: format.date(ticket.paidAt) }] : []),
];
