import type { NotificationConfig } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export type NotificationChange = Partial<NotificationConfig>;

export const updateNotificationConfig = async (config: NotificationChange) =>
  unwrap(await api.post<Envelope<NotificationConfig>>('/users/notification-config', { config }));

const mutationKey = ['settings', 'update-notification-config'];

/** Optimistic: the switch moves at once and moves back if the server refuses. */
export function useUpdateNotificationConfig() {
  const queryClient = useQueryClient();
  const queryKey = settingsKeys.notificationConfig;
  return useMutation({
    mutationKey,
    mutationFn: updateNotificationConfig,
    onMutate: async (change) => {
      await queryClient.cancelQueries({ queryKey });
      const current = queryClient.getQueryData<NotificationConfig>(queryKey);
      if (!current) return { previous: {} };
      const previous: NotificationChange = {};
      for (const key of Object.keys(change) as Array<keyof NotificationConfig>) {
        previous[key] = current[key];
      }
      queryClient.setQueryData<NotificationConfig>(queryKey, { ...current, ...change });
      return { previous };
    },
    // Roll back only the switches of this call: another toggle may be in flight.
    onError: (_error, _change, context) =>
      queryClient.setQueryData<NotificationConfig>(queryKey, (current) =>
        current && context ? { ...current, ...context.previous } : current,
      ),
    onSuccess: (config) => {
      // A later toggle still in flight would be undone by this older answer.
      if (queryClient.isMutating({ mutationKey }) <= 1) queryClient.setQueryData(queryKey, config);
    },
  });
}
