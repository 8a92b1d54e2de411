import type { Ticket, TicketPreferencesBody } from '@nethub/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { ticketKeys } from '@/lib/tickets';
import { PAYMENT_POLL_INTERVAL_MS } from './payment-polling';

const ticketUrl = (id: string) => `/events/tickets/${encodeURIComponent(id)}`;

/** Open without sign-in: the ticket id is the holder's capability. */
export const getTicket = async (id: string) =>
  unwrap(await api.get<Envelope<Ticket>>(ticketUrl(id)));

/** `awaitingPayment`: asks again while the ticket is still pending (see payment-polling). */
export const useTicket = (id: string, awaitingPayment = false) =>
  useQuery({
    queryKey: ticketKeys.ticket(id),
    queryFn: () => getTicket(id),
    enabled: !!id,
    refetchInterval: (query) =>
      awaitingPayment && query.state.data?.status === 'pending' ? PAYMENT_POLL_INTERVAL_MS : false,
  });

export const saveTicketPreferences = async (id: string, body: TicketPreferencesBody) =>
  unwrap(await api.put<Envelope<Ticket>>(`${ticketUrl(id)}/preferences`, body));

export function useSaveTicketPreferences(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TicketPreferencesBody) => saveTicketPreferences(id, body),
    onSuccess: (ticket) => queryClient.setQueryData(ticketKeys.ticket(id), ticket),
  });
}

export const unsubscribeTicket = async (id: string) =>
  unwrap(await api.post<Envelope<Ticket>>(`${ticketUrl(id)}/unsubscribe`));

/** Gives the ticket up: it turns `cancelled`, its seat is released, my list shows it. */
export function useUnsubscribeTicket(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => unsubscribeTicket(id),
    onSuccess: (ticket) => {
      queryClient.setQueryData(ticketKeys.ticket(id), ticket);
      void queryClient.invalidateQueries({ queryKey: ticketKeys.all });
    },
  });
}
