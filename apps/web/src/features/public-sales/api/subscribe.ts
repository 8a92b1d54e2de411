import type { PublicSubscribeBody } from '@nethub/contract';
import { useMutation } from '@tanstack/react-query';
import { subscribeToPlan } from '@/lib/subscriptions';

/** With `body`, the visitor's form; without, the signed-in member. */
export const useSubscribe = () =>
  useMutation({
    mutationFn: ({ planId, body }: { planId: string; body?: PublicSubscribeBody }) =>
      subscribeToPlan(planId, body),
  });
