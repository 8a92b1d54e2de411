import type { CreatePlanBody, OwnerPlan, UpdatePlanBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { salesKeys } from './sales-keys';

/** POST /new-subscriptions: a new plan, on sale unless `active` is false. */
export const createPlan = async (body: CreatePlanBody) =>
  unwrap(await api.post<Envelope<OwnerPlan>>('/new-subscriptions', body));

/** PUT /new-subscriptions/{id}; `active: false` takes the plan off sale. */
export const updatePlan = async ({ id, body }: { id: string; body: UpdatePlanBody }) =>
  unwrap(await api.put<Envelope<OwnerPlan>>(`/new-subscriptions/${encodeURIComponent(id)}`, body));

/** The group pages show their plans: their cached details go stale with a plan's change. */
const GROUP_DETAILS = ['groups', 'detail'] as const;

function useRefreshPlans(orgId: string) {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: salesKeys.plans(orgId) });
    // Subscriber rows carry their plan's name.
    void queryClient.invalidateQueries({ queryKey: salesKeys.subscribers(orgId) });
    void queryClient.invalidateQueries({ queryKey: GROUP_DETAILS });
  };
}

export function useCreatePlan(orgId: string) {
  const refresh = useRefreshPlans(orgId);
  return useMutation({ mutationFn: createPlan, onSettled: refresh });
}

export function useUpdatePlan(orgId: string) {
  const refresh = useRefreshPlans(orgId);
  return useMutation({ mutationFn: updatePlan, onSettled: refresh });
}
