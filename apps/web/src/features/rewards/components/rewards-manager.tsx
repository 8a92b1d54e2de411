import { Button, Group, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { paths } from '@/config/paths';
import { useRewardTabs } from '../api/get-reward-tabs';
import { useRewards } from '../api/get-rewards';
import type { RewardsFilters } from '../api/reward-keys';
import { RewardList } from './reward-list';

type TabValue = 'standard' | 'campaign' | 'invited';

const TABS: { value: TabValue; label: string }[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'campaign', label: 'Campaigns' },
  { value: 'invited', label: 'From my connections' },
];

/** Each tab's list: "From my connections" holds their standard rewards and campaigns alike. */
const FILTERS: Record<TabValue, RewardsFilters> = {
  standard: { ownedRewardType: 'mine', type: 'standard' },
  campaign: { ownedRewardType: 'mine', type: 'campaign' },
  invited: { ownedRewardType: 'invited' },
};

const isTab = (value: string | null): value is TabValue => TABS.some((tab) => tab.value === value);

const EMPTY: Record<TabValue, { title: string; body: string }> = {
  standard: {
    title: 'No standard rewards yet',
    body: 'A standard reward is a standing offer to the connections who pass you leads, such as a commission or a voucher.',
  },
  campaign: {
    title: 'No campaigns yet',
    body: 'A campaign is an offer for a few days or weeks, to all your connections or only some of them.',
  },
  invited: {
    title: 'No rewards from your connections yet',
    body: 'When your connections offer rewards or run campaigns open to you, they show here.',
  },
};

/** My standard rewards, my campaigns, and what my connections offer me: tabs with counts. */
export function RewardsManager() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: TabValue = isTab(requested) ? requested : 'standard';
  const counts = useRewardTabs().data;
  // Above the tabs, so a new tab keeps the last list (dimmed) until its own arrives.
  const rewards = useRewards(FILTERS[tab]);

  const chooseTab = (value: TabValue) =>
    setSearchParams(value === 'standard' ? {} : { tab: value }, { replace: true });

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start" gap="md">
        <PageTitle
          title="Rewards"
          description="What you offer the connections who pass you leads, and what they offer you."
        />
        <Button
          component={Link}
          to={paths.rewards.new.getHref(tab === 'campaign' ? 'campaign' : undefined)}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          Add reward
        </Button>
      </Group>
      <TabsWithCounts
        tabs={TABS}
        value={tab}
        onChange={chooseTab}
        counts={counts}
        renderPanel={(value) => (
          <RewardList
            rewards={rewards}
            empty={{
              ...EMPTY[value],
              action: value !== 'invited' && (
                <Button
                  component={Link}
                  to={paths.rewards.new.getHref(value === 'campaign' ? 'campaign' : undefined)}
                  variant="light"
                  mt="sm"
                >
                  {value === 'campaign' ? 'Start a campaign' : 'Add a reward'}
                </Button>
              ),
            }}
          />
        )}
      />
    </Stack>
  );
}
