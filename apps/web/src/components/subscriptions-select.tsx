import { useSubscriptionSuggestions } from '@/lib/subscriptions';
import { SearchedMultiSelect, useSelectSearch } from './searched-multi-select';

type SubscriptionsSelectProps = {
  /** A group's id: only that group's plans are offered. */
  networkDirectoryId?: string;
  value: string[];
  onChange: (ids: string[]) => void;
};

/** Subscription plans of network groups, searched on the server by name. */
export function SubscriptionsSelect({
  networkDirectoryId,
  value,
  onChange,
}: SubscriptionsSelectProps) {
  const search = useSelectSearch();
  const plans = useSubscriptionSuggestions(networkDirectoryId, search.name);
  return (
    <SearchedMultiSelect
      label="Subscriptions"
      placeholder={value.length ? '' : 'All'}
      search={search}
      found={plans}
      nothingFound="No matching subscription"
      loadFailed="Subscriptions could not be loaded"
      value={value}
      onChange={onChange}
    />
  );
}
