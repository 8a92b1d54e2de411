import type { Ticket } from '@nethub/contract';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { API_PREFIX } from '@nethub/contract/constants';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useMyTickets } from '../api/tickets';
import { EventFacts } from './event-facts';

function TicketItem({ ticket }: { ticket: Ticket }) {
  const titleId = `ticket-${ticket._id}`;
  const { event } = ticket;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Anchor
              component={Link}
              to={paths.ticket.getHref(ticket._id)}
              id={titleId}
              fw={600}
              style={{ overflowWrap: 'anywhere' }}
            >
              {event.title}
            </Anchor>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {event.group.name} · {event.organization.name}
            </Text>
          </Stack>
          <StatusBadge of="ticket" status={ticket.status} />
        </Group>
        <EventFacts event={event} showSeats={false} />
        {ticket.status !== 'cancelled' && (
          <Anchor
            href={`${API_PREFIX}/events/tickets/${encodeURIComponent(ticket._id)}/calendar`}
            download="event.ics"
            size="sm"
          >
            <Group gap={4} component="span">
              <IconCalendarPlus size={16} aria-hidden />
              Add to calendar
            </Group>
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** My event tickets, newest event first, each opening its own page. */
export function MyTickets() {
  const tickets = useMyTickets();
  return (
    <PagedList
      list={tickets}
      loadingLabel="Loading tickets"
      empty={{
        title: 'No tickets yet',
        body: 'Network groups put their events on sale on their pages, under Events.',
        action: (
          <Button component={Link} to={paths.groups.root.getHref()} variant="light" mt="sm">
            Browse network groups
          </Button>
        ),
      }}
    >
      {(rows) => rows.map((ticket) => <TicketItem key={ticket._id} ticket={ticket} />)}
    </PagedList>
  );
}
