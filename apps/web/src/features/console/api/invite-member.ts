import type { InviteMemberBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

export type InviteResult = { invited: boolean; joined: boolean };

export const inviteMember = async (organizationId: string, body: InviteMemberBody) =>
  unwrap(
    await api.post<Envelope<InviteResult>>(
      `/organization/${encodeURIComponent(organizationId)}/invite`,
      body,
    ),
  );

/** POST /organization/{id}/invite: the members list and the groups' counts change. */
export function useInviteMember(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: InviteMemberBody) => inviteMember(organizationId, body),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.members(organizationId) }),
        queryClient.invalidateQueries({ queryKey: organizationKeys.groups(organizationId) }),
      ]),
  });
}
