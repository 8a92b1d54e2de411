import type { Preferences, preferencesUpdateBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { accountKeys } from '@/lib/preferences';

export type PreferencesUpdate = z.input<typeof preferencesUpdateBody>;

export const updatePreferences = async (body: PreferencesUpdate) =>
  unwrap(await api.put<Envelope<Preferences>>('/users/preferences', body));

export function useUpdatePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePreferences,
    onSuccess: (preferences) => {
      queryClient.setQueryData(accountKeys.preferences, preferences);
      // The own profile carries the preferences and the location too.
      return queryClient.invalidateQueries({ queryKey: accountKeys.profile });
    },
  });
}
