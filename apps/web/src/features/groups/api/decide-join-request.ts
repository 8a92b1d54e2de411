import type { GroupDetail, JoinRequest, ListResponse } from '@nethub/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { refreshGroups } from './group-cache';
import { groupKeys } from './group-keys';

export type JoinDecision = 'approve' | 'reject';
type DecisionInput = { groupId: string; userId: string; decision: JoinDecision };

export const decideJoinRequest = async ({ groupId, userId, decision }: DecisionInput) =>
  unwrap(
    await api.post<Envelope<{ status: 'joined' | 'rejected' }>>(
      `/network-directory/${encodeURIComponent(groupId)}/requests/${encodeURIComponent(userId)}`,
      { decision },
    ),
  );

export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJoinRequest,
    onSuccess: (result, { groupId, userId }) => {
      // The decided request leaves the list at once; the page's counts follow.
      queryClient.setQueryData<InfiniteData<ListResponse<JoinRequest>>>(
        groupKeys.requests(groupId),
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              rows: page.rows.filter((row) => row.member._id !== userId),
              totalRows: Math.max(0, page.totalRows - 1),
            })),
          },
      );
      queryClient.setQueryData<GroupDetail>(
        groupKeys.detail(groupId),
        (group) =>
          group && {
            ...group,
            pendingRequests: Math.max(0, (group.pendingRequests ?? 1) - 1),
            memberCount: group.memberCount + (result.status === 'joined' ? 1 : 0),
          },
      );
      void refreshGroups(queryClient);
      // Later pages moved up by one: fetched again, "Load more" skips no one.
      void queryClient.invalidateQueries({ queryKey: groupKeys.requests(groupId) });
    },
  });
}
