import type { PublicEvent } from '@nethub/contract';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { ticketKeys } from '@/lib/tickets';

/** An event's public face, with its group's header; NOT_FOUND (404) when it does not exist. */
export const getPublicEvent = async (id: string) =>
  unwrap(await api.get<Envelope<PublicEvent>>(`/public/events/${encodeURIComponent(id)}`));

export const usePublicEvent = (id: string) =>
  useQuery({ queryKey: ticketKeys.event(id), queryFn: () => getPublicEvent(id), enabled: !!id });
