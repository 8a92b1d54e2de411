import type { NotificationConfig } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

export const getNotificationConfig = async () =>
  unwrap(await api.get<Envelope<NotificationConfig>>('/users/notification-config'));

export const notificationConfigQueryOptions = () =>
  queryOptions({ queryKey: settingsKeys.notificationConfig, queryFn: getNotificationConfig });

export const useNotificationConfig = () => useQuery(notificationConfigQueryOptions());
