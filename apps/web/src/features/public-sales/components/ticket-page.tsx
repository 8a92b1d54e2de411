import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { DetailText } from '@/components/detail-list';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { SALES_TEXT } from '@/lib/sales-text';
import { useTicket } from '../api/ticket';
import type { PaymentReturn } from '../payment-return';
import { PaidNotice, PayPanel, PurchaseHeading } from './payment-panels';
import { PaymentWait, usePaymentWaitOver } from './payment-wait';
import { PublicPage, useSignedInUser } from './public-page';
import { RecordPage } from './record-page';
import { EventSummary, holderDetails } from './summaries';
import { TicketPreferences } from './ticket-preferences';

type TicketPageProps = {
  ticketId: string;
  payment: PaymentReturn;
  /** Shown by the members' route /tickets/:id, inside the shell. */
  inShell?: boolean;
};

/**
 * A ticket, as its holder reads it from the ticket e-mail, from their list of tickets, or back
 * from the checkout: its status, the event, food preferences, and the way to give it up.
 */
export function TicketPage({ ticketId, payment, inShell = false }: TicketPageProps) {
  const returnedPaid = payment === 'success';
  const waitOver = usePaymentWaitOver(returnedPaid);
  const ticket = useTicket(ticketId, returnedPaid && !waitOver);
  const signedIn = useSignedInUser() !== null;
  const format = useFormatters();
  const readAgain = () => void ticket.refetch();

  return (
    <RecordPage
      query={ticket}
      missing={!ticketId}
      title="Your ticket"
      loadingLabel="Loading your ticket"
      record="ticket"
      inShell={inShell}
    >
      {(data) => {
        const { event } = data;
        const confirming = returnedPaid && data.status === 'pending';
        return (
          <PublicPage title="Your ticket" description={`Hello ${data.firstName}`} inShell={inShell}>
            <Stack gap="lg">
              <PurchaseHeading
                title={event.title}
                status={<StatusBadge of="ticket" status={data.status} />}
              />
              <EventSummary
                event={event}
                linkGroup={signedIn}
                before={holderDetails(data, format)}
              />
              {event.description && <DetailText label="About the event" text={event.description} />}
              {data.status === 'paid' && (
                <PaidNotice justPaid={returnedPaid} title="Your place is booked.">
                  <Text size="sm">
                    Your ticket e-mail is on its way; its link brings you back to this page.
                  </Text>
                </PaidNotice>
              )}
              {confirming && (
                <PaymentWait
                  over={waitOver}
                  checking={ticket.isFetching}
                  onCheckAgain={readAgain}
                />
              )}
              {data.status === 'pending' && !confirming && (
                <PayPanel
                  text={
                    payment === 'cancelled'
                      ? SALES_TEXT.paymentCancelled
                      : 'Your ticket is reserved until you pay for it.'
                  }
                  purchase={{ ticketId: data._id }}
                  onAlreadyPaid={readAgain}
                />
              )}
              {data.status === 'cancelled' && (
                <Alert color="blue" icon={<IconInfoCircle aria-hidden />}>
                  You gave up this ticket and its seat has been released.
                </Alert>
              )}
              {data.status === 'paid' && <TicketPreferences ticket={data} />}
              {data.status !== 'cancelled' && (
                <Anchor
                  component={Link}
                  to={paths.public.eventUnsubscribe.getHref(data._id)}
                  size="sm"
                >
                  I can no longer attend
                </Anchor>
              )}
            </Stack>
          </PublicPage>
        );
      }}
    </RecordPage>
  );
}
