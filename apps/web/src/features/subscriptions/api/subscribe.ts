import { useMutation, useQueryClient } from '@tanstack/react-query';
import { openCheckout, reportCheckoutFailure, useCheckout } from '@/lib/checkout';
import { subscribeToPlan } from '@/lib/subscriptions';
import { subscriptionKeys } from './subscription-keys';

/** My lists read again: they show what the server knows now. */
function useRefreshSubscriptions() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: subscriptionKeys.all });
}

/** "Subscribe": my subscriber record for the plan, then straight to its checkout. */
export function useSubscribe() {
  const refresh = useRefreshSubscriptions();
  return useMutation({
    mutationFn: async (planId: string) => {
      const { subscriberId } = await subscribeToPlan(planId);
      // The record exists now, paid or not: my lists show it when I come back.
      refresh();
      return openCheckout({ subscriberId });
    },
    onError: (error) => reportCheckoutFailure(error, refresh),
  });
}

/** "Pay now" / "Renew": the checkout of a subscriber record of mine. */
export function usePaySubscription() {
  const refresh = useRefreshSubscriptions();
  return useCheckout({ onAlreadyPaid: refresh });
}
