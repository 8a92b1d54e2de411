import type { PublicSubscribeBody, subscriptionSuggestion } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap, type Envelope } from './api-client';

/** A plan's id and name (the contract exports only its schema). */
type SubscriptionSuggestion = z.infer<typeof subscriptionSuggestion>;

/** Reference data shared by the subscription filters of the group directory and the feeds. */
export const subscriptionKeys = {
  suggestions: (groupId: string | undefined, name: string) =>
    ['subscriptions', groupId ?? 'all', name] as const,
};

/** Subscription plans whose name matches `name`; given a group, that group's plans only. */
export const getSubscriptionSuggestions = async (groupId: string | undefined, name: string) =>
  unwrap(
    await api.get<Envelope<SubscriptionSuggestion[]>>('/network-directory/subscriptions', {
      params: { name, networkDirectoryId: groupId },
    }),
  );

export const subscriptionSuggestionsQueryOptions = (groupId: string | undefined, name: string) =>
  queryOptions({
    queryKey: subscriptionKeys.suggestions(groupId, name),
    queryFn: () => getSubscriptionSuggestions(groupId, name),
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });

export const useSubscriptionSuggestions = (groupId: string | undefined, name: string) =>
  useQuery(subscriptionSuggestionsQueryOptions(groupId, name));

/**
 * A subscriber record for a plan, ready to pay: with `body`, a visitor's (the server finds or
 * makes the account behind the e-mail); without, the signed-in member's (made, or the one they
 * have). NOT_ON_SALE (409) for a plan taken off sale.
 */
export const subscribeToPlan = async (planId: string, body?: PublicSubscribeBody) => {
  const id = encodeURIComponent(planId);
  const url = body ? `/public/subscriptions/${id}/subscribe` : `/new-subscriptions/${id}/subscribe`;
  return unwrap(await api.post<Envelope<{ subscriberId: string }>>(url, body));
};
