import type { EventCard } from '@nethub/contract';
import { Stack } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconTicket, IconUsers } from '@tabler/icons-react';
import { IconFact } from '@/components/icon-fact';
import { useFormatters } from '@/lib/format';
import { eventWhen, seatsText, ticketPriceText } from '@/lib/sales-text';

/** When and where an event is, what a ticket costs and how many seats are left. */
export function EventFacts({ event, showSeats = true }: { event: EventCard; showSeats?: boolean }) {
  const format = useFormatters();
  const seats = showSeats ? seatsText(event.seatsLeft) : null;
  return (
    <Stack gap={6}>
      <IconFact icon={IconCalendarEvent} label="When">
        {eventWhen(event, format)}
      </IconFact>
      {event.venue && (
        <IconFact icon={IconMapPin} label="Venue">
          {event.venue}
        </IconFact>
      )}
      <IconFact icon={IconTicket} label="Price">
        {ticketPriceText(event, format.money)}
      </IconFact>
      {seats && (
        <IconFact icon={IconUsers} label="Seats">
          {seats}
        </IconFact>
      )}
    </Stack>
  );
}
