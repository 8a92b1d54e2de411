import type { EventCard } from '@nethub/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { salesKeys } from './sales-keys';

/** GET /events/{id}: the event as its owner sees it (also off sale or past). */
export const getEvent = async (id: string) =>
  unwrap(await api.get<Envelope<EventCard>>(`/events/${encodeURIComponent(id)}`));

export const eventQueryOptions = (id: string) =>
  queryOptions({ queryKey: salesKeys.event(id), queryFn: () => getEvent(id) });

/**
 * The event, read only for an organisation owner (others are told the console is not theirs).
 * Each component that shows it calls this itself: a query result handed down to a component
 * rendered later would miss the changes the first one did not read.
 */
export const useEvent = (id: string, { enabled = true } = {}) =>
  useQuery({ ...eventQueryOptions(id), enabled });
