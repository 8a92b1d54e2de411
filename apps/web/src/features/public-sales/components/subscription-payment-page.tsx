import type { SubscriberSummary } from '@nethub/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { StatusBadge } from '@/components/status-badge';
import { paths } from '@/config/paths';
import { useFormatters } from '@/lib/format';
import { SALES_TEXT } from '@/lib/sales-text';
import { useSubscriber } from '../api/get-subscriber';
import type { PaymentReturn } from '../payment-return';
import { PaidNotice, PayPanel, PurchaseHeading } from './payment-panels';
import { PaymentWait, usePaymentWaitOver } from './payment-wait';
import { PublicPage, useSignedInUser } from './public-page';
import { RecordPage } from './record-page';
import { PlanSummary } from './summaries';

type ActiveProps = { subscriber: SubscriberSummary; justPaid: boolean; signedIn: boolean };

/** Paid: until when, and what happens next. */
function ActiveNotice({ subscriber, justPaid, signedIn }: ActiveProps) {
  const { date } = useFormatters();
  const until = subscriber.endsAt ? ` until ${date(subscriber.endsAt)}` : '';
  const { group } = subscriber.plan;
  const next = signedIn
    ? { to: paths.groups.detail.getHref(group._id), label: `Go to ${group.name}` }
    : { to: paths.auth.login.getHref(), label: 'Log in to Net Hub' };
  return (
    <PaidNotice justPaid={justPaid} title="You are subscribed.">
      <Text size="sm">
        Your subscription to {group.name} is paid{until}.
      </Text>
      {justPaid && (
        <Text size="sm">
          An e-mail is on its way to you with the details. New to Net Hub? It also has the link to
          set your password.
        </Text>
      )}
      {/* The notice's own text colour: dark-9 was unreadable on its dark-scheme teal (#19). */}
      <Anchor component={Link} to={next.to} size="sm" c="inherit" underline="always">
        {next.label}
      </Anchor>
    </PaidNotice>
  );
}

/** Why the subscription is not running, above the button that pays for it. */
function unpaidText(
  subscriber: SubscriberSummary,
  payment: PaymentReturn,
  date: (iso: string) => string,
) {
  const { group } = subscriber.plan;
  if (subscriber.status === 'expired') {
    return subscriber.endsAt
      ? `Your subscription ended on ${date(subscriber.endsAt)}. Renew it to stay in ${group.name}.`
      : `Your subscription has ended. Renew it to stay in ${group.name}.`;
  }
  if (payment === 'cancelled' || subscriber.status === 'cancelled')
    return SALES_TEXT.paymentCancelled;
  return `Pay for your subscription to join ${group.name}.`;
}

type PaymentPageProps = { subscriberId: string; payment: PaymentReturn };

/**
 * Where a subscriber pays, and where the checkout sends them back: the summary, "Pay now" while
 * unpaid, the outcome once paid. Back from a paid checkout, it waits for the payment's webhook.
 */
export function SubscriptionPaymentPage({ subscriberId, payment }: PaymentPageProps) {
  const returnedPaid = payment === 'success';
  const waitOver = usePaymentWaitOver(returnedPaid);
  const subscriber = useSubscriber(subscriberId, returnedPaid && !waitOver);
  const signedIn = useSignedInUser() !== null;
  const { date } = useFormatters();
  const readAgain = () => void subscriber.refetch();

  return (
    <RecordPage
      query={subscriber}
      missing={!subscriberId}
      title="Your subscription"
      loadingLabel="Loading your subscription"
      record="subscriber"
    >
      {(data) => {
        const confirming = returnedPaid && data.status === 'pending';
        return (
          <PublicPage title="Your subscription" description={`Hello ${data.firstName}`}>
            <Stack gap="lg">
              <PurchaseHeading
                title={data.plan.name}
                status={<StatusBadge of="subscription" status={data.status} />}
              />
              <PlanSummary plan={data.plan} linkGroup={signedIn} />
              {data.status === 'active' && (
                <ActiveNotice subscriber={data} justPaid={returnedPaid} signedIn={signedIn} />
              )}
              {confirming && (
                <PaymentWait
                  over={waitOver}
                  checking={subscriber.isFetching}
                  onCheckAgain={readAgain}
                />
              )}
              {data.status !== 'active' && !confirming && (
                <PayPanel
                  text={unpaidText(data, payment, date)}
                  label={data.status === 'expired' ? 'Renew' : 'Pay now'}
                  purchase={{ subscriberId: data._id }}
                  onAlreadyPaid={readAgain}
                />
              )}
            </Stack>
          </PublicPage>
        );
      }}
    </RecordPage>
  );
}
