import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '@nethub/contract/constants';
import type { Attendee, ListResponse, TicketStatus } from '@nethub/contract';
import { queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { pagedQueryOptions } from '@/lib/paging';
import { salesKeys } from './sales-keys';

/** GET /events/{id}/tickets: the event's tickets (the owner's attendee list); `status` narrows. */
export const getAttendees = async (
  eventId: string,
  query: { status?: TicketStatus; page: number; offset: number },
) =>
  unwrap(
    await api.get<Envelope<ListResponse<Attendee>>>(
      `/events/${encodeURIComponent(eventId)}/tickets`,
      { params: query },
    ),
  );

export const attendeesQueryOptions = (eventId: string, status: TicketStatus | '') =>
  pagedQueryOptions(
    salesKeys.attendeeList(eventId, status),
    (page) =>
      getAttendees(eventId, { status: status || undefined, page, offset: DEFAULT_PAGE_SIZE }),
    { keepPrevious: true, dropWhenLeft: true },
  );

export const useAttendees = (eventId: string, status: TicketStatus | '') =>
  useInfiniteQuery(attendeesQueryOptions(eventId, status));

/** How many paid tickets asked for each food preference, how many asked for none, and how many are paid. */
export type Catering = {
  tickets: number;
  withoutPreferences: number;
  counts: Record<string, number>;
};

/** 5,000 tickets: far above any venue's seats, and a bound on the calls. */
const CATERING_MAX_PAGES = 50;

/**
 * What to cater for: every paid ticket's preferences, counted. The contract has no total per
 * preference, so the paid tickets are read whole, a page of the largest size at a time.
 */
export async function getCatering(eventId: string): Promise<Catering> {
  const counts: Record<string, number> = {};
  let tickets = 0;
  let withoutPreferences = 0;
  for (let page = 1, totalPages = 1; page <= totalPages; page += 1) {
    const list = await getAttendees(eventId, { status: 'paid', page, offset: MAX_PAGE_SIZE });
    totalPages = Math.min(list.totalPages, CATERING_MAX_PAGES);
    tickets = list.totalRows;
    for (const attendee of list.rows) {
      if (attendee.preferences.length === 0) withoutPreferences += 1;
      for (const preference of attendee.preferences) {
        counts[preference] = (counts[preference] ?? 0) + 1;
      }
    }
  }
  return { tickets, withoutPreferences, counts };
}

export const cateringQueryOptions = (eventId: string) =>
  queryOptions({ queryKey: salesKeys.catering(eventId), queryFn: () => getCatering(eventId) });

export const useCatering = (eventId: string) => useQuery(cateringQueryOptions(eventId));
