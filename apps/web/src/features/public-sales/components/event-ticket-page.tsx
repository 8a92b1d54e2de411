import { EVENT_MESSAGES } from '@nethub/contract/constants';
import type { EventCard } from '@nethub/contract';
import { Alert, Stack, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { DetailText } from '@/components/detail-list';
import { GroupBanner } from '@/components/group-banner';
import { paths } from '@/config/paths';
import { SALES_TEXT } from '@/lib/sales-text';
import { useTicketPurchase } from '@/lib/tickets';
import { usePublicEvent } from '../api/get-event';
import { BuyerStep } from './buyer-step';
import { EventSummary } from './summaries';
import { PublicPage } from './public-page';
import { PurchaseError } from './purchase-error';
import { RecordPage } from './record-page';

/** Why no ticket can be had, or null while the event sells them. */
function closedReason(event: EventCard) {
  const end = new Date(event.endsAt ?? event.startsAt).getTime();
  if (end < Date.now()) return 'This event has already taken place.';
  if (!event.active) return SALES_TEXT.ticketsNotOnSale;
  if (event.seatsLeft !== null && event.seatsLeft <= 0) return EVENT_MESSAGES.soldOut;
  return null;
}

/** The ticket form: a visitor's details, or a member's confirmation; then the checkout. */
function TicketSale({ event }: { event: EventCard }) {
  const navigate = useNavigate();
  const headingId = useId();
  // With no checkout to go to, the ticket's page shows it (and offers "Pay now" again).
  const { purchase, pending, refusal } = useTicketPurchase(
    (ticketId) => void navigate(paths.public.eventTicket.getHref({ ticketId })),
  );
  const free = event.price === 0;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={2} fz="h3" id={headingId}>
        {free ? 'Get your ticket' : 'Buy your ticket'}
      </Title>
      <BuyerStep
        note="The ticket will be in your name."
        submitLabel={free ? 'Get ticket' : 'Buy ticket'}
        pending={pending}
        error={<PurchaseError error={refusal} />}
        onSubmit={(body) => purchase(event._id, { body })}
      />
    </Stack>
  );
}

/** An event on sale: its group's header, when, where, the price and seats left, and its ticket form. */
export function EventTicketPage({ eventId }: { eventId: string }) {
  const event = usePublicEvent(eventId);
  return (
    <RecordPage
      query={event}
      missing={!eventId}
      title="Event"
      loadingLabel="Loading event"
      record="event"
    >
      {(data) => {
        const closed = closedReason(data);
        return (
          <PublicPage title={data.title} description={`An event of ${data.group.name}`}>
            <Stack gap="lg">
              <GroupBanner {...data.group} organization={data.organization} />
              <EventSummary event={data} withSeats />
              {data.description && <DetailText label="About this event" text={data.description} />}
              {closed ? (
                <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
                  {closed}
                </Alert>
              ) : (
                <TicketSale event={data} />
              )}
            </Stack>
          </PublicPage>
        );
      }}
    </RecordPage>
  );
}
