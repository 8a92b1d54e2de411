import type { OnboardingChecklist } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';

export const getOnboarding = async () =>
  unwrap(await api.get<Envelope<OnboardingChecklist>>('/users/onboarding'));

export const onboardingQueryOptions = () =>
  // Steps tick on other screens: always re-read when home opens.
  queryOptions({ queryKey: ['onboarding'], queryFn: getOnboarding, staleTime: 0 });

export const useOnboarding = () => useQuery(onboardingQueryOptions());
