import type { MyProfile, ProfileUpdateBody } from '@nethub/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap, type Envelope } from '@/lib/api-client';
import { authKeys } from '@/lib/auth';
import { accountKeys } from '@/lib/preferences';

export const updateProfile = async (body: ProfileUpdateBody) =>
  unwrap(await api.put<Envelope<MyProfile>>('/users/profile', body));

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (myProfile) => {
      queryClient.setQueryData(accountKeys.profile, myProfile);
      queryClient.setQueryData(accountKeys.preferences, myProfile.preferences);
      // The header shows the member's name.
      return queryClient.invalidateQueries({ queryKey: authKeys.currentUser });
    },
  });
}
