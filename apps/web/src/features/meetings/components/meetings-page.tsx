import { Button, Stack, Tabs } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useMeetings, type MeetingScope } from '../api/meetings';
import { MeetingCard } from './meeting-card';

function MeetingList({ scope }: { scope: MeetingScope }) {
  const meetings = useMeetings(scope);
  return (
    <PagedList
      list={meetings}
      loadingLabel="Loading meetings"
      emptyHeading={3}
      empty={
        scope === 'upcoming'
          ? {
              title: 'No meetings coming up',
              body: 'Propose a one-to-one from a connection’s card or profile.',
              action: (
                <Button component={Link} to={paths.connections.getHref()} variant="light" mt="sm">
                  Go to connections
                </Button>
              ),
            }
          : {
              title: 'No past meetings',
              body: 'Meetings that took place or were called off show here.',
            }
      }
    >
      {(rows) => rows.map((meeting) => <MeetingCard key={meeting._id} meeting={meeting} />)}
    </PagedList>
  );
}

/** My one-to-ones: upcoming (proposals and booked meetings) and past, with their notes. */
export function MeetingsPage() {
  const [params, setParams] = useSearchParams();
  const tab: MeetingScope = params.get('tab') === 'past' ? 'past' : 'upcoming';
  return (
    <Stack gap="md">
      <PageTitle
        title="Meetings"
        description="One-to-ones with your connections: answer proposals, add them to your calendar, note how they went."
      />
      <Tabs
        value={tab}
        onChange={(value) => setParams(value === 'past' ? { tab: 'past' } : {}, { replace: true })}
      >
        <Tabs.List>
          <Tabs.Tab value="upcoming">Upcoming</Tabs.Tab>
          <Tabs.Tab value="past">Past</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="upcoming" pt="md">
          {tab === 'upcoming' && <MeetingList scope="upcoming" />}
        </Tabs.Panel>
        <Tabs.Panel value="past" pt="md">
          {tab === 'past' && <MeetingList scope="past" />}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
