import type { EventCard } from '@nethub/contract';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { BuyTicketButton } from './buy-ticket-button';
import { EventFacts } from './event-facts';

/** One event of a group's list, with a way to a ticket. */
export function EventItem({ event }: { event: EventCard }) {
  const titleId = `event-${event._id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Text fw={600} id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Text>
        <EventFacts event={event} />
        {event.description && (
          <Text
            size="sm"
            lineClamp={3}
            style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}
          >
            {event.description}
          </Text>
        )}
        <Group justify="flex-end">
          <BuyTicketButton event={event} />
        </Group>
      </Stack>
    </Paper>
  );
}
