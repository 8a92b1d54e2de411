import type { EventCard } from '@nethub/contract';
import { Anchor, Button, Group, Paper, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconCalendarEvent, IconMapPin, IconPlus, IconTicket } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { EditButton } from '@/components/edit-button';
import { IconFact } from '@/components/icon-fact';
import { PagedList } from '@/components/paged-list';
import { paths } from '@/config/paths';
import { ConsoleLayout } from './console-layout';
import { useFormatters } from '@/lib/format';
import { eventWhen, ticketPriceText } from '@/lib/sales-text';
import { useOwnerEvents } from '../api/get-owner-events';
import type { EventScope } from '../api/sales-keys';
import { EventFormModal } from './event-form-modal';
import { eventSeats } from './event-text';
import { OnSaleBadge } from './on-sale-badge';

const TABS: { value: EventScope; label: string }[] = [
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'past', label: 'Past' },
];

const EMPTY: Record<EventScope, { title: string; body: string }> = {
  upcoming: {
    title: 'No upcoming events',
    body: 'Create an event to sell tickets to members and visitors: free or paid, with or without a seat limit.',
  },
  past: { title: 'No past events', body: 'Events show here once they have ended.' },
};

export function EventItem({ event, onEdit }: { event: EventCard; onEdit: () => void }) {
  const formatters = useFormatters();
  const titleId = `event-${event._id}`;
  return (
    <Paper withBorder p="md" component="article" aria-labelledby={titleId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm" wrap="nowrap">
          <Stack gap={2} miw={0}>
            <Title order={3} fz="h5" id={titleId}>
              <Anchor
                component={Link}
                to={paths.organization.event.getHref(event._id)}
                inherit
                style={{ overflowWrap: 'anywhere' }}
              >
                {event.title}
              </Anchor>
            </Title>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {event.group.name}
            </Text>
          </Stack>
          <OnSaleBadge active={event.active} />
        </Group>
        <IconFact icon={IconCalendarEvent} label="When">
          {eventWhen(event, formatters)}
        </IconFact>
        {event.venue && (
          <IconFact icon={IconMapPin} label="Venue">
            {event.venue}
          </IconFact>
        )}
        <Group justify="space-between" align="center" gap="sm">
          <IconFact icon={IconTicket} label="Price and seats">
            {ticketPriceText(event, formatters.money)} · {eventSeats(event)}
          </IconFact>
          <EditButton name={event.title} onClick={onEdit} />
        </Group>
      </Stack>
    </Paper>
  );
}

function EventList({
  orgId,
  scope,
  onEdit,
}: {
  orgId: string;
  scope: EventScope;
  onEdit: (event: EventCard) => void;
}) {
  const events = useOwnerEvents(orgId, scope);
  return (
    <PagedList list={events} loadingLabel="Loading events" emptyHeading={3} empty={EMPTY[scope]}>
      {(rows) => (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {rows.map((event) => (
            <EventItem key={event._id} event={event} onEdit={() => onEdit(event)} />
          ))}
        </SimpleGrid>
      )}
    </PagedList>
  );
}

const isScope = (value: string | null): value is EventScope =>
  TABS.some((tab) => tab.value === value);

/** The organisation's events, upcoming and past, with their create and edit modal. */
export function EventsAdmin({
  orgId,
  creating,
  onCreatingChange,
}: {
  orgId: string;
  creating: boolean;
  onCreatingChange: (creating: boolean) => void;
}) {
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const scope: EventScope = isScope(requested) ? requested : 'upcoming';
  const [editing, setEditing] = useState<{ opened: boolean; event: EventCard | null }>({
    opened: false,
    event: null,
  });

  const chooseScope = (value: string | null) => {
    if (isScope(value))
      setSearchParams(value === 'upcoming' ? {} : { tab: value }, { replace: true });
  };

  return (
    <>
      <Tabs value={scope} onChange={chooseScope} keepMounted={false}>
        <Tabs.List>
          {TABS.map((tab) => (
            <Tabs.Tab key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map((tab) => (
          <Tabs.Panel key={tab.value} value={tab.value} pt="lg">
            <Title order={2} fz="h4" mb="md">
              {tab.label} events
            </Title>
            <EventList
              orgId={orgId}
              scope={tab.value}
              onEdit={(event) => setEditing({ opened: true, event })}
            />
          </Tabs.Panel>
        ))}
      </Tabs>
      <EventFormModal
        orgId={orgId}
        event={editing.event}
        opened={editing.opened}
        onClose={() => setEditing((current) => ({ ...current, opened: false }))}
      />
      <EventFormModal
        orgId={orgId}
        event={null}
        opened={creating}
        onClose={() => onCreatingChange(false)}
        // A new event opens on its page, ready for its attendees.
        onSaved={(event) => void navigate(paths.organization.event.getHref(event._id))}
      />
    </>
  );
}

/** /organization/events: the console's page of events. */
export function OrganizationEvents() {
  const [creating, setCreating] = useState(false);
  return (
    <ConsoleLayout
      title="Events"
      description="The events your groups sell tickets for."
      actions={
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setCreating(true)}>
          Create event
        </Button>
      }
    >
      {(organization) => (
        <EventsAdmin orgId={organization._id} creating={creating} onCreatingChange={setCreating} />
      )}
    </ConsoleLayout>
  );
}
