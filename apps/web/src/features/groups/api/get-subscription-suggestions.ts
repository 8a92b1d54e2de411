import type { subscriptionSuggestion } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import type { z } from 'zod';
import { groupKeys } from './group-keys';

/** A plan's id and name (the contract exports only its schema). */
export type SubscriptionSuggestion = z.infer<typeof subscriptionSuggestion>;

/** Subscription plans whose name matches `name`, for the subscriptions filter. */
export const getSubscriptionSuggestions = async (name: string) =>
  unwrap(
    await api.get<Envelope<SubscriptionSuggestion[]>>('/network-directory/subscriptions', {
      params: { name },
    }),
  );

export const subscriptionSuggestionsQueryOptions = (name: string) =>
  queryOptions({
    queryKey: groupKeys.subscriptions(name),
    queryFn: () => getSubscriptionSuggestions(name),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useSubscriptionSuggestions = (name: string) =>
  useQuery(subscriptionSuggestionsQueryOptions(name));
