import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SignedInSession } from '@nethub/contract';
import { api, unwrap } from '@/lib/api-client';
import { settingsKeys } from './settings-keys';

/** Where the member is signed in: this session first (ADR 022). */
export const getSessions = () =>
  api.get<{ data: SignedInSession[] }>('/auth/sessions').then((response) => unwrap(response));

export const useSessions = () =>
  useQuery({ queryKey: settingsKeys.sessions, queryFn: getSessions });

/** Signs one other session out: its tokens and sockets stop at once. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/auth/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions }),
  });
}
