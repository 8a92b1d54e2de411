import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { TicketList } from '@nethub/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { ticketKeys } from '@/lib/tickets';

/** My tickets, newest event first. */
export const getMyTickets = async (page: number) =>
  unwrap(
    await api.get<Envelope<TicketList>>('/events/tickets/mine', {
      params: { page, offset: DEFAULT_PAGE_SIZE },
    }),
  );

export const myTicketsQueryOptions = () =>
  pagedQueryOptions(ticketKeys.mine, (page) => getMyTickets(page));

export const useMyTickets = () => useInfiniteQuery(myTicketsQueryOptions());
