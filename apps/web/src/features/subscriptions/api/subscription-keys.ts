import type { SubscriberStatus, SubscriptionListQuery } from '@nethub/contract';

/** What GET /new-subscriptions is asked for (besides the page). */
export type SubscriptionListParams = {
  type: NonNullable<SubscriptionListQuery['type']>;
  status?: SubscriberStatus;
  groupId?: string;
  textSearch?: string;
};

export const subscriptionKeys = {
  all: ['new-subscriptions'] as const,
  lists: ['new-subscriptions', 'list'] as const,
  list: (params: SubscriptionListParams) => ['new-subscriptions', 'list', params] as const,
  groupPlans: (groupId: string) => ['new-subscriptions', 'list', 'group', groupId] as const,
};
