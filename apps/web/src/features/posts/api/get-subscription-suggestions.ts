import type { subscriptionSuggestion } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { postKeys } from './post-keys';

export type SubscriptionSuggestion = z.infer<typeof subscriptionSuggestion>;

/** Subscription plans matching `name`; on a group's feed, that group's plans. */
export const getSubscriptionSuggestions = async (groupId: string | undefined, name: string) =>
  unwrap(
    await api.get<Envelope<SubscriptionSuggestion[]>>('/network-directory/subscriptions', {
      params: { name, networkDirectoryId: groupId },
    }),
  );

export const subscriptionSuggestionsQueryOptions = (groupId: string | undefined, name: string) =>
  queryOptions({
    queryKey: postKeys.subscriptions(groupId, name),
    queryFn: () => getSubscriptionSuggestions(groupId, name),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useSubscriptionSuggestions = (groupId: string | undefined, name: string) =>
  useQuery(subscriptionSuggestionsQueryOptions(groupId, name));
