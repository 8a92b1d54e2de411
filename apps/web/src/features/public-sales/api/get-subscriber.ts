import type { SubscriberSummary } from '@nethub/contract';
import { useQuery } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { PAYMENT_POLL_INTERVAL_MS } from './payment-polling';
import { salesKeys } from './sales-keys';

/** Open without sign-in: the subscriber id is the capability, mailed or returned to its holder. */
export const getSubscriber = async (id: string) =>
  unwrap(
    await api.get<Envelope<SubscriberSummary>>(
      `/new-subscriptions/subscriber/${encodeURIComponent(id)}`,
    ),
  );

/** `awaitingPayment`: asks again while the subscriber is still pending (see payment-polling). */
export const useSubscriber = (id: string, awaitingPayment: boolean) =>
  useQuery({
    queryKey: salesKeys.subscriber(id),
    queryFn: () => getSubscriber(id),
    enabled: !!id,
    refetchInterval: (query) =>
      awaitingPayment && query.state.data?.status === 'pending' ? PAYMENT_POLL_INTERVAL_MS : false,
  });
