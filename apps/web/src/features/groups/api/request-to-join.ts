import type { GroupMembershipStatus, JoinGroupBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { setMyStanding, refreshGroups } from './group-cache';

type JoinInput = { groupId: string; body: JoinGroupBody };
type JoinResult = { status: Extract<GroupMembershipStatus, 'requested' | 'joined'> };

/**
 * GROUP_REQUEST_NOT_ALLOWED (403) when the group refuses me (a declined request cannot be sent
 * again); ALREADY_GROUP_MEMBER (409) when I am in it already.
 */
export const requestToJoin = async ({ groupId, body }: JoinInput) =>
  unwrap(
    await api.post<Envelope<JoinResult>>(
      `/network-directory/${encodeURIComponent(groupId)}/request-to-join`,
      body,
    ),
  );

export function useRequestToJoin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestToJoin,
    onSuccess: (result, { groupId, body }) =>
      setMyStanding(queryClient, groupId, {
        status: result.status,
        ...(result.status === 'joined' && { role: 'MEMBER', isHomeGroup: !!body.setHomeGroup }),
      }),
    // Whatever the answer, the server knows my standing better than this page does.
    onSettled: () => void refreshGroups(queryClient),
  });
}
