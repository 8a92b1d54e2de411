import { Stack, Title } from '@mantine/core';
import { PagedList } from '@/components/paged-list';
import { useGroupEvents } from '../api/get-events';
import { EventItem } from './event-item';

/** A group's upcoming events on sale, each with its ticket button. */
export function GroupEvents({ groupId }: { groupId: string }) {
  const events = useGroupEvents(groupId);
  return (
    <Stack gap="md">
      <Title order={2} fz="h4">
        Upcoming events
      </Title>
      <PagedList
        list={events}
        loadingLabel="Loading events"
        emptyHeading={3}
        empty={{
          title: 'No upcoming events',
          body: 'When this group puts an event on sale, it shows here.',
        }}
      >
        {(rows) => rows.map((event) => <EventItem key={event._id} event={event} />)}
      </PagedList>
    </Stack>
  );
}
