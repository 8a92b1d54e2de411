import type { Attendee, TicketStatus } from '@nethub/contract';
import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { CardList } from '@/components/card-list';
import { ExportButton } from '@/components/export-button';
import { PagedList } from '@/components/paged-list';
import { SectionCard } from '@/components/section-card';
import { StatusBadge } from '@/components/status-badge';
import { fullName, useFormatters } from '@/lib/format';
import { foodLabel, isTicketStatus, TICKET_STATUS_OPTIONS } from '@/lib/sales-text';
import { useAttendees } from '../api/get-attendees';
import { Badge } from '@/components/badge';

const ALL = 'all';

function AttendeeItem({ attendee }: { attendee: Attendee }) {
  const { date } = useFormatters();
  const name = fullName(attendee);
  return (
    <Paper withBorder p="sm" component="li" aria-label={name}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="sm">
          <Stack gap={0} miw={0}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {attendee.email}
            </Text>
          </Stack>
          <Stack gap={4} align="flex-end">
            <StatusBadge of="ticket" status={attendee.status} />
            {attendee.paidAt && <Text size="sm">Paid {date(attendee.paidAt)}</Text>}
          </Stack>
        </Group>
        {attendee.preferences.length > 0 ? (
          <Group
            gap={6}
            component="ul"
            aria-label={`Food preferences of ${name}`}
            p={0}
            m={0}
            style={{ listStyle: 'none' }}
          >
            {attendee.preferences.map((preference) => (
              <Badge key={preference} component="li" tone="info">
                {foodLabel(preference)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text size="sm" c="dimmed">
            No food preferences
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** The event's tickets with their holders' food preferences, filtered by status. */
export function AttendeesSection({ eventId }: { eventId: string }) {
  const [status, setStatus] = useState<TicketStatus | ''>('');
  const attendees = useAttendees(eventId, status);

  return (
    <SectionCard
      title="Attendees"
      actions={
        <ExportButton
          url={`/events/${eventId}/tickets/export`}
          params={{ status: status || undefined }}
          what="attendees"
        />
      }
    >
      <Select
        label="Ticket status"
        maw={{ base: '100%', sm: 280 }}
        allowDeselect={false}
        data={[{ value: ALL, label: 'All tickets' }, ...TICKET_STATUS_OPTIONS]}
        value={status || ALL}
        onChange={(value) => setStatus(isTicketStatus(value) ? value : '')}
        comboboxProps={{ withinPortal: true }}
      />
      <PagedList
        list={attendees}
        loadingLabel="Loading attendees"
        emptyHeading={3}
        empty={
          status
            ? { title: 'No tickets with this status', body: 'Choose another status.' }
            : {
                title: 'No tickets yet',
                body: 'The people who get a ticket show here, with their food preferences.',
              }
        }
      >
        {(rows) => (
          <CardList label="Attendees">
            {rows.map((attendee) => (
              <AttendeeItem key={attendee._id} attendee={attendee} />
            ))}
          </CardList>
        )}
      </PagedList>
    </SectionCard>
  );
}
