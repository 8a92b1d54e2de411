import { EVENT_MESSAGES } from '@nethub/contract/constants';
import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormError } from '@/components/form-error';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { useTicket, useUnsubscribeTicket } from '../api/ticket';
import { OutcomeNotice } from './outcome-notice';
import { PublicPage } from './public-page';
import { RecordPage } from './record-page';
import { EventSummary, holderDetails } from './summaries';

/**
 * A ticket holder gives their ticket up (spec §2), from the ticket page or the link in the
 * ticket e-mail: the seat goes back on sale.
 */
export function UnsubscribePage({ ticketId }: { ticketId: string }) {
  const ticket = useTicket(ticketId);
  const unsubscribe = useUnsubscribeTicket(ticketId);
  const format = useFormatters();
  const title = 'Give up your ticket';

  return (
    <RecordPage
      query={ticket}
      missing={!ticketId}
      title={title}
      loadingLabel="Loading your ticket"
      record="ticket"
    >
      {(data) => (
        <PublicPage title={title} description={data.event.title}>
          <Stack gap="lg">
            <EventSummary event={data.event} before={holderDetails(data, format)} />
            {unsubscribe.isSuccess ? (
              <OutcomeNotice focus>{EVENT_MESSAGES.unsubscribed}</OutcomeNotice>
            ) : data.status === 'cancelled' ? (
              <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
                This ticket has already been given up and its seat released.
              </Alert>
            ) : (
              <Stack gap="md" align="flex-start">
                <FormError error={unsubscribe.error} context="general" />
                <Text>
                  If you cannot come to {data.event.title}, give your ticket up so that someone else
                  can have the seat. Any refund is a matter between you and{' '}
                  {data.event.organization.name}.
                </Text>
                <Group>
                  <Button
                    color="red.9"
                    loading={unsubscribe.isPending}
                    onClick={() => unsubscribe.mutate()}
                  >
                    I can no longer attend
                  </Button>
                  <Anchor
                    component={Link}
                    to={paths.public.eventTicket.getHref({ ticketId: data._id })}
                  >
                    Keep my ticket
                  </Anchor>
                </Group>
              </Stack>
            )}
          </Stack>
        </PublicPage>
      )}
    </RecordPage>
  );
}
