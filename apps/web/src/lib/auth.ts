import type { AuthSession, CurrentUser } from '@nethub/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { paths } from '@/config/paths';
import { api, unwrap, type Envelope } from './api-client';
import { hardNavigate } from './browser';
import { getErrorStatus } from './errors';
import { clearSession, getRefreshToken, getToken, rememberHome, saveSession } from './storage';

export const authKeys = { currentUser: ['auth', 'current-user'] as const };

/** `null` means the stored token is no longer accepted: the visitor is signed out. */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  try {
    const user = unwrap(await api.get<Envelope<CurrentUser>>('/auth/check-session'));
    rememberHome(user);
    return user;
  } catch (error) {
    if (getErrorStatus(error) !== 401) throw error;
    clearSession();
    return null;
  }
}

export const currentUserQueryOptions = () =>
  queryOptions({ queryKey: authKeys.currentUser, queryFn: getCurrentUser, staleTime: 5 * 60_000 });

export type AuthState =
  | { status: 'loading' }
  | { status: 'unauthenticated' }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'error'; error: unknown };

export function useAuth(): AuthState {
  const hasToken = getToken() !== null;
  const query = useQuery({ ...currentUserQueryOptions(), enabled: hasToken });
  if (!hasToken || query.data === null) return { status: 'unauthenticated' };
  if (query.data) return { status: 'authenticated', user: query.data };
  if (query.isError) return { status: 'error', error: query.error };
  return { status: 'loading' };
}

/** The signed-in member; only for screens behind the RequireAuth guard. */
export function useCurrentUser(): CurrentUser {
  const { data } = useQuery({ ...currentUserQueryOptions(), enabled: false });
  if (!data) throw new Error('useCurrentUser is only for screens behind RequireAuth');
  return data;
}

/** Stores a session the server just issued; the route guards then move the member on. */
export function useStartSession() {
  const queryClient = useQueryClient();
  return (session: AuthSession) => {
    saveSession(session);
    rememberHome(session.user);
    queryClient.setQueryData(authKeys.currentUser, session.user);
  };
}

export function useLogout() {
  return useMutation({
    mutationFn: () => api.post('/auth/logout', { refreshToken: getRefreshToken() }),
    onSettled: () => {
      clearSession();
      // The full page load also drops the query cache and any other state of the session.
      hardNavigate(paths.auth.login.getHref());
    },
  });
}
