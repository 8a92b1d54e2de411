import { DEFAULT_PAGE_SIZE } from '@nethub/contract/constants';
import type { ListResponse, PaymentRow, Revenue } from '@nethub/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

const base = (organizationId: string) => `/organization/${encodeURIComponent(organizationId)}`;

export const getRevenue = async (organizationId: string) =>
  unwrap(await api.get<Envelope<Revenue>>(`${base(organizationId)}/revenue`));

/** Paid payments per currency and per month, active subscribers and tickets sold. */
export const revenueQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: organizationKeys.revenue(organizationId),
    queryFn: () => getRevenue(organizationId),
  });

export const useRevenue = (organizationId: string) => useQuery(revenueQueryOptions(organizationId));

export const getPayments = async (organizationId: string, page: number) =>
  unwrap(
    await api.get<Envelope<ListResponse<PaymentRow>>>(`${base(organizationId)}/payments`, {
      params: { page, offset: DEFAULT_PAGE_SIZE },
    }),
  );

/** One page of the latest payments, newest first; the last page stays shown while the next loads. */
export const paymentsQueryOptions = (organizationId: string, page: number) =>
  queryOptions({
    queryKey: organizationKeys.payments(organizationId, page),
    queryFn: () => getPayments(organizationId, page),
    placeholderData: keepPreviousData,
  });

export const usePayments = (organizationId: string, page: number) =>
  useQuery(paymentsQueryOptions(organizationId, page));
