import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { LiveSubscriptions } from './live-subscriptions';
import { OwnSubscriptions } from './own-subscriptions';

type TabValue = 'own' | 'live' | 'tickets';

const TABS: { value: TabValue; label: string }[] = [
  { value: 'own', label: 'My subscriptions' },
  { value: 'live', label: 'On sale' },
  { value: 'tickets', label: 'My tickets' },
];

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

type SubscriptionsPageProps = {
  /** The "My tickets" tab's content (the events feature's list). */
  tickets: React.ReactNode;
};

/** My subscriptions, the plans on sale and my event tickets; the tab is in the address. */
export function SubscriptionsPage({ tickets }: SubscriptionsPageProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'own';
  const chooseTab = (value: TabValue) =>
    setSearchParams(value === 'own' ? {} : { tab: value }, { replace: true });

  return (
    <Stack gap="lg">
      <PageTitle
        title="Subscriptions"
        description="The network groups’ plans you pay for, the plans on sale, and your event tickets."
      />
      <TabsWithCounts
        tabs={TABS}
        value={tab}
        onChange={chooseTab}
        counts={undefined}
        renderPanel={(value) => {
          if (value === 'live') return <LiveSubscriptions />;
          if (value === 'tickets') return tickets;
          return <OwnSubscriptions />;
        }}
      />
    </Stack>
  );
}
