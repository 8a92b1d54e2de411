import type { EventCard } from '@nethub/contract';
import { Alert, Button, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconInfoCircle, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { BackLink } from '@/components/back-link';
import { DetailList, DetailText } from '@/components/detail-list';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { SectionCard } from '@/components/section-card';
import { paths } from '@/config/paths';
import { ConsoleLayout } from './console-layout';
import { useCurrentUser } from '@/lib/auth';
import { getErrorStatus } from '@/lib/errors';
import { useFormatters } from '@/lib/format';
import { eventWhen, ticketPriceText } from '@/lib/sales-text';
import { useEvent } from '../api/get-event';
import { SALES_MESSAGES } from '../sales-constants';
import { AttendeesSection } from './attendees-section';
import { CateringSection } from './catering-section';
import { EventFormModal } from './event-form-modal';
import { eventSeats } from './event-text';
import { OnSaleBadge } from './on-sale-badge';

function EventDetails({ event }: { event: EventCard }) {
  const formatters = useFormatters();
  return (
    <SectionCard title="Details">
      <DetailList
        items={[
          { label: 'Group', value: event.group.name },
          { label: 'When', value: eventWhen(event, formatters) },
          { label: 'Venue', value: event.venue ?? 'Not given' },
          { label: 'Ticket price', value: ticketPriceText(event, formatters.money) },
          { label: 'Seats', value: eventSeats(event) },
          { label: 'Sales', value: <OnSaleBadge active={event.active} /> },
        ]}
      />
      {event.description && <DetailText label="Description" text={event.description} />}
    </SectionCard>
  );
}

function EventBody({ eventId }: { eventId: string }) {
  const query = useEvent(eventId);
  if (query.isPending) return <PageLoader inline label="Loading the event" />;
  if (query.isError) {
    if (getErrorStatus(query.error) === 404)
      return (
        <Alert color="blue" icon={<IconInfoCircle aria-hidden />} title="Event not found">
          <Text size="sm">{SALES_MESSAGES.notFound}</Text>
        </Alert>
      );
    return <RetryAlert error={query.error} onRetry={() => void query.refetch()} />;
  }
  const event = query.data;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <EventDetails event={event} />
        <CateringSection eventId={event._id} />
      </SimpleGrid>
      <AttendeesSection eventId={event._id} />
    </Stack>
  );
}

/** /organization/events/:id: an event, its attendees with their food preferences, and catering. */
export function OrganizationEvent({ eventId }: { eventId: string }) {
  const user = useCurrentUser();
  // Read only for an owner: others are told the console is not theirs.
  const query = useEvent(eventId, { enabled: user.isOrgOwner });
  const [editing, setEditing] = useState(false);
  const event = query.data;
  return (
    <ConsoleLayout
      title={event?.title ?? 'Event'}
      description={event?.group.name}
      actions={
        event && (
          <Button
            variant="light"
            leftSection={<IconPencil size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            Edit event
          </Button>
        )
      }
    >
      {(organization) => (
        <Stack gap="lg">
          <BackLink to={paths.organization.events.getHref()}>All events</BackLink>
          <EventBody eventId={eventId} />
          {event && (
            <EventFormModal
              orgId={organization._id}
              event={event}
              opened={editing}
              onClose={() => setEditing(false)}
            />
          )}
        </Stack>
      )}
    </ConsoleLayout>
  );
}
