import type { CreateGroupBody, UpdateGroupBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

type CreatedGroup = { _id: string; name: string; parentId: string | null };

/** The members' group screens cache groups under this key (features/groups). */
const MEMBER_GROUP_KEYS = ['groups'] as const;

export const createGroup = async (body: CreateGroupBody) =>
  unwrap(await api.post<Envelope<CreatedGroup>>('/network-directory', body));

export const updateGroup = async (id: string, body: UpdateGroupBody) =>
  unwrap(
    await api.put<Envelope<CreatedGroup>>(`/network-directory/${encodeURIComponent(id)}`, body),
  );

export type SaveGroupInput =
  | { mode: 'create'; body: CreateGroupBody }
  | { mode: 'update'; groupId: string; body: UpdateGroupBody };

/** Creates a group or sub-group (POST /network-directory), or edits one (PUT). */
export function useSaveGroup(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveGroupInput) =>
      input.mode === 'create' ? createGroup(input.body) : updateGroup(input.groupId, input.body),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.groups(organizationId) }),
        // The organisation's group count.
        queryClient.invalidateQueries({ queryKey: organizationKeys.mine }),
        queryClient.invalidateQueries({ queryKey: MEMBER_GROUP_KEYS }),
      ]);
    },
  });
}
