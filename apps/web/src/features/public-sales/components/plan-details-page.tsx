import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { BackLink } from '@/components/back-link';
import { DetailText } from '@/components/detail-list';
import { GroupBanner } from '@/components/group-banner';
import { paths } from '@/config/paths';
import { usePlan } from '../api/get-plans';
import { PlanSummary } from './summaries';
import { PublicPage, useSignedInUser } from './public-page';
import { RecordPage } from './record-page';

/** One plan on sale: its price per period, group, organisation and description. */
export function PlanDetailsPage({ planId }: { planId: string }) {
  const plan = usePlan(planId);
  const signedIn = useSignedInUser() !== null;
  return (
    <RecordPage
      query={plan}
      missing={!planId}
      title="Subscription"
      loadingLabel="Loading subscription"
      record="plan"
    >
      {(data) => (
        <PublicPage title={data.name} description={`A subscription to ${data.group.name}`}>
          <Stack gap="lg">
            <BackLink to={paths.public.subscriptions.getHref(data.group._id)}>
              All subscriptions of {data.group.name}
            </BackLink>
            <GroupBanner {...data.group} organization={data.organization} />
            <PlanSummary plan={data} linkGroup={signedIn} />
            {data.description && (
              <DetailText label="About this subscription" text={data.description} />
            )}
            {data.group.description && (
              <DetailText label={`About ${data.group.name}`} text={data.group.description} />
            )}
            <Group>
              <Button component={Link} to={paths.public.subscriptionForm.getHref(data._id)}>
                Subscribe
              </Button>
            </Group>
          </Stack>
        </PublicPage>
      )}
    </RecordPage>
  );
}
