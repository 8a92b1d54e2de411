import type { HomeFigures, OnboardingChecklist } from '@nethub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { dashboardKeys, homeFiguresQueryOptions } from './get-dashboard';

/** The checklist comes with home's figures (one call, ADR 039), read again each time home opens. */
export const useOnboarding = () =>
  useQuery({ ...homeFiguresQueryOptions(), select: (home) => home.onboarding });

/** Hides the card for good; the server refuses (ONBOARDING_NOT_COMPLETE) until every step is done. */
export const dismissOnboarding = async () =>
  unwrap(await api.post<Envelope<OnboardingChecklist>>('/users/onboarding/dismiss'));

export function useDismissOnboarding() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: dismissOnboarding,
    onSuccess: (onboarding) =>
      queryClient.setQueryData<HomeFigures>(dashboardKeys.home, (home) =>
        home ? { ...home, onboarding } : home,
      ),
  });
}
