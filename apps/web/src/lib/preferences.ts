import type { MyProfile, Preferences } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from './api-client';

/**
 * The signed-in member's own account data, read by several features (profile, settings) and
 * by the formatters, so its query keys live here rather than in one feature.
 */
export const accountKeys = {
  all: ['account'] as const,
  profile: ['account', 'profile'] as const,
  preferences: ['account', 'preferences'] as const,
};

export const getPreferences = async () =>
  unwrap(await api.get<Envelope<Preferences>>('/users/preferences'));

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: accountKeys.preferences,
    queryFn: getPreferences,
    staleTime: 5 * 60_000,
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export const getMyProfile = async () =>
  unwrap(await api.get<Envelope<MyProfile>>('/users/profile'));

export const myProfileQueryOptions = () =>
  queryOptions({ queryKey: accountKeys.profile, queryFn: getMyProfile });
