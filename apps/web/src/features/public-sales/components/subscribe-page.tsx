import { Stack } from '@mantine/core';
import { useNavigate } from 'react-router';
import { BackLink } from '@/components/back-link';
import { paths } from '@/config/paths';
import { useSubscribe } from '../api/subscribe';
import { usePlan } from '../api/get-plans';
import { BuyerStep } from './buyer-step';
import { PlanSummary } from './summaries';
import { PublicPage, useSignedInUser } from './public-page';
import { PurchaseError } from './purchase-error';
import { RecordPage } from './record-page';

/**
 * The subscription form: a visitor gives their name and e-mail (the server finds or makes their
 * account), a member confirms; both go on to the payment page.
 */
export function SubscribePage({ planId }: { planId: string }) {
  const navigate = useNavigate();
  const plan = usePlan(planId);
  const signedIn = useSignedInUser() !== null;
  const subscribe = useSubscribe();

  return (
    <RecordPage
      query={plan}
      missing={!planId}
      title="Subscribe"
      loadingLabel="Loading subscription"
      record="plan"
    >
      {(data) => (
        <PublicPage title={`Subscribe to ${data.name}`}>
          <Stack gap="lg">
            <BackLink to={paths.public.subscriptionDetails.getHref(data._id)}>
              Back to the subscription
            </BackLink>
            <PlanSummary plan={data} linkGroup={signedIn} />
            <BuyerStep
              note="The subscription will be in your name."
              submitLabel="Continue to payment"
              pending={subscribe.isPending}
              error={<PurchaseError error={subscribe.error} />}
              onSubmit={(body) =>
                subscribe.mutate(
                  { planId: data._id, body },
                  {
                    onSuccess: ({ subscriberId }) =>
                      void navigate(paths.public.subscriptionPayment.getHref(subscriberId)),
                  },
                )
              }
            />
          </Stack>
        </PublicPage>
      )}
    </RecordPage>
  );
}
