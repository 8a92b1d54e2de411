import type { GroupCover, Organization, PictureBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

/** The members' group screens cache groups under this key (features/groups). */
const MEMBER_GROUP_KEYS = ['groups'] as const;

/** PUT /organization/{id}/logo: an image of my library, or none. */
export function useSetOrganizationLogo(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PictureBody) =>
      unwrap(
        await api.put<Envelope<Organization>>(`/organization/${encodeURIComponent(id)}/logo`, body),
      ),
    onSuccess: async (organization) => {
      queryClient.setQueryData(organizationKeys.mine, organization);
      queryClient.setQueryData(organizationKeys.detail(id), organization);
      // Group pages and plan cards show the logo.
      await queryClient.invalidateQueries({ queryKey: MEMBER_GROUP_KEYS });
    },
  });
}

/** PUT /network-directory/{id}/cover: an image of my library, or none. */
export function useSetGroupCover(organizationId: string, groupId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: PictureBody) =>
      unwrap(
        await api.put<Envelope<GroupCover>>(
          `/network-directory/${encodeURIComponent(groupId)}/cover`,
          body,
        ),
      ),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organizationKeys.groups(organizationId) }),
        queryClient.invalidateQueries({ queryKey: MEMBER_GROUP_KEYS }),
      ]);
    },
  });
}
