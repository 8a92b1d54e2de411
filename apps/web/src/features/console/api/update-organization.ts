import type { Organization, UpdateOrganizationBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { organizationKeys } from './organization-keys';

export const updateOrganization = async (id: string, body: UpdateOrganizationBody) =>
  unwrap(await api.put<Envelope<Organization>>(`/organization/${encodeURIComponent(id)}`, body));

/** PUT /organization/{id}: the saved organisation replaces the console's copy at once. */
export function useUpdateOrganization(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateOrganizationBody) => updateOrganization(id, body),
    onSuccess: (organization) => {
      queryClient.setQueryData(organizationKeys.mine, organization);
      queryClient.setQueryData(organizationKeys.detail(id), organization);
    },
  });
}
