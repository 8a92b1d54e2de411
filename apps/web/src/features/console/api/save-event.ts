import type { CreateEventBody, EventCard, UpdateEventBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { salesKeys } from './sales-keys';

/** POST /events: a new event of one of my groups, on sale unless `active` is false. */
export const createEvent = async (body: CreateEventBody) =>
  unwrap(await api.post<Envelope<EventCard>>('/events', body));

/** PUT /events/{id}; `active: false` stops its sales. */
export const updateEvent = async ({ id, body }: { id: string; body: UpdateEventBody }) =>
  unwrap(await api.put<Envelope<EventCard>>(`/events/${encodeURIComponent(id)}`, body));

/** A saved event replaces the cached one; the lists follow. */
function useSaveEvent<Input>(orgId: string, mutationFn: (input: Input) => Promise<EventCard>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (event) => queryClient.setQueryData(salesKeys.event(event._id), event),
    onSettled: () => queryClient.invalidateQueries({ queryKey: salesKeys.events(orgId) }),
  });
}

export const useCreateEvent = (orgId: string) => useSaveEvent(orgId, createEvent);

export const useUpdateEvent = (orgId: string) => useSaveEvent(orgId, updateEvent);
