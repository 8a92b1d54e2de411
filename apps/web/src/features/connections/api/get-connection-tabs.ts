import type { ConnectionTabs } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { connectionKeys } from './connection-keys';

export const getConnectionTabs = async () =>
  unwrap(await api.get<Envelope<ConnectionTabs>>('/connections/tabs'));

export const connectionTabsQueryOptions = () =>
  queryOptions({ queryKey: connectionKeys.tabs, queryFn: getConnectionTabs });

export const useConnectionTabs = () => useQuery(connectionTabsQueryOptions());
