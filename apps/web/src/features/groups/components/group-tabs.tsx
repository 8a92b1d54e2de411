import type { GroupDetail } from '@nethub/contract';
import { useSearchParams } from 'react-router';
import { TabsWithCounts } from '@/components/tabs-with-counts';
import { GroupEvents } from '@/features/events';
import { GroupAbout } from './group-about';
import { GroupFeed } from './group-feed';
import { GroupMembers } from './group-members';
import { GroupReviews } from './group-reviews';
import { GroupSubGroups } from './group-subgroups';

type GroupTab = 'about' | 'feed' | 'members' | 'subgroups' | 'reviews' | 'events';

const TABS: { value: GroupTab; label: string }[] = [
  { value: 'about', label: 'About' },
  { value: 'feed', label: 'Feed' },
  { value: 'members', label: 'Members' },
  { value: 'subgroups', label: 'Sub-groups' },
  { value: 'reviews', label: 'Reviews' },
  { value: 'events', label: 'Events' },
];

/**
 * Everyone sees About, Reviews and Events; the feed, the members and the sub-groups are for those
 * inside the group (the server sends no members to anyone else). Sub-groups have none of
 * their own.
 */
function visibleTabs(group: GroupDetail) {
  const inside = group.members !== null;
  return TABS.filter((tab) => {
    if (tab.value === 'subgroups') return inside && group.parentId === null;
    return inside || tab.value === 'about' || tab.value === 'reviews' || tab.value === 'events';
  });
}

function TabPanel({ tab, group }: { tab: GroupTab; group: GroupDetail }) {
  if (tab === 'feed') return <GroupFeed groupId={group._id} />;
  if (tab === 'members') return <GroupMembers groupId={group._id} />;
  if (tab === 'subgroups') return <GroupSubGroups subgroups={group.subgroups ?? []} />;
  if (tab === 'reviews') return <GroupReviews group={group} />;
  if (tab === 'events') return <GroupEvents groupId={group._id} />;
  return <GroupAbout group={group} />;
}

/** The sections of a group's page; the open one is in the address (?tab=). */
export function GroupTabs({ group }: { group: GroupDetail }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const tabs = visibleTabs(group);
  const requested = searchParams.get('tab');
  const tab: GroupTab = tabs.find((item) => item.value === requested)?.value ?? 'about';
  const chooseTab = (value: GroupTab) =>
    setSearchParams(value === 'about' ? {} : { tab: value }, { replace: true });
  return (
    <TabsWithCounts
      tabs={tabs}
      value={tab}
      onChange={chooseTab}
      counts={undefined}
      renderPanel={(value) => <TabPanel tab={value} group={group} />}
    />
  );
}
