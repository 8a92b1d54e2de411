import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { setMyStanding } from './group-cache';
import { groupKeys } from './group-keys';

/** GROUP_OWNER_ACTION (403) for an owner: they cannot leave the group they run. */
export const leaveGroup = async (groupId: string) =>
  unwrap(
    await api.put<Envelope<{ ok: true }>>(
      `/network-directory/${encodeURIComponent(groupId)}/leave`,
    ),
  );

export function useLeaveGroup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveGroup,
    onSuccess: (_result, groupId) => {
      setMyStanding(queryClient, groupId, { status: null, role: null, isHomeGroup: false });
      // Its members, feed and my right to review it are gone with my membership.
      void queryClient.invalidateQueries({ queryKey: groupKeys.all });
    },
  });
}
