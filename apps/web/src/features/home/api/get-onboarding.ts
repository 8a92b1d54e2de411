import type { OnboardingChecklist } from '@nethub/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

const onboardingKey = ['onboarding'] as const;

export const getOnboarding = async () =>
  unwrap(await api.get<Envelope<OnboardingChecklist>>('/users/onboarding'));

export const onboardingQueryOptions = () =>
  // Steps tick on other screens: always re-read when home opens.
  queryOptions({ queryKey: onboardingKey, queryFn: getOnboarding, staleTime: 0 });

export const useOnboarding = () => useQuery(onboardingQueryOptions());

/** Hides the card for good; the server refuses (ONBOARDING_NOT_COMPLETE) until every step is done. */
export const dismissOnboarding = async () =>
  unwrap(await api.post<Envelope<OnboardingChecklist>>('/users/onboarding/dismiss'));

export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOnboarding,
    onSuccess: (checklist) => queryClient.setQueryData(onboardingKey, checklist),
  });
}
