import { FetchFailedAlert } from '@/components/fetch-failed-alert';
import { PagedList } from '@/components/paged-list';
import type { useSubscriptions } from '../api/get-subscriptions';
import { SubscriptionCard } from './subscription-card';

type SubscriptionListProps = {
  offers: ReturnType<typeof useSubscriptions>;
  /** What an empty list says, and what to do about it. */
  empty: { title: string; body: string; action?: React.ReactNode };
};

/** A page of plans with "Load more", its loading, error and empty states. */
export function SubscriptionList({ offers, empty }: SubscriptionListProps) {
  return (
    <PagedList
      list={offers}
      loadingLabel="Loading subscriptions"
      empty={empty}
      failure={(retry) => <FetchFailedAlert onRetry={retry} />}
    >
      {(rows) => rows.map((offer) => <SubscriptionCard key={offer._id} offer={offer} />)}
    </PagedList>
  );
}
