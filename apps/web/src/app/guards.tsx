import { ErrorCode, isSafeRedirectPath } from '@nethub/contract/constants';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/config/paths';
import { AppLayout } from '@/features/shell';
import { useAuth } from '@/lib/auth';
import { getErrorCode, getErrorStatus } from '@/lib/errors';

/** Pages a member who is not active may still open (spec §2). */
const HELD_MEMBER_PATHS: string[] = [paths.profile.root.path, paths.profile.me.path];

const tooManyRequestsHref = paths.error.getHref({
  errorCode: '429',
  message: ErrorCode.TOO_MANY_REQUESTS,
});

function sessionErrorHref(error: unknown, redirectUrl: string) {
  const status = getErrorStatus(error);
  if (status === 429) return tooManyRequestsHref;
  return paths.error.getHref({
    errorCode: String(status ?? 'NETWORK_ERROR'),
    message: getErrorCode(error) ?? ErrorCode.INTERNAL_ERROR,
    redirectUrl,
  });
}

/**
 * The signed-in screens' guard. It sits inside the shell (router.tsx), so while the session is
 * restored it shows a loader in the main area only, never a page of its own.
 */
export function RequireAuth() {
  const auth = useAuth();
  const location = useLocation();
  const here = location.pathname + location.search;

  if (auth.status === 'error') return <Navigate to={sessionErrorHref(auth.error, here)} replace />;
  if (auth.status === 'unauthenticated') {
    return (
      <>
        <Navigate to={paths.auth.login.getHref(here)} replace />
        <PageLoader inline label="Loading page" />
      </>
    );
  }
  if (auth.status === 'loading') return <PageLoader inline label="Loading page" />;
  if (auth.user.status !== 'active' && !HELD_MEMBER_PATHS.includes(location.pathname)) {
    return <Navigate to={paths.profile.me.getHref()} replace />;
  }
  return <Outlet />;
}

export function SignedOutOnly() {
  const auth = useAuth();
  const [searchParams] = useSearchParams();

  if (auth.status === 'authenticated') {
    // The page they asked for wins; else an owner's home is the console (ADR 019).
    const prevUrl = searchParams.get('prevUrl');
    const home = auth.user.isOrgOwner ? paths.organization.root.getHref() : paths.home.getHref();
    // The shell at once, not a blank frame while the router moves on: sign-in hands over to it.
    return (
      <>
        <Navigate to={isSafeRedirectPath(prevUrl) ? prevUrl : home} replace />
        <AppLayout>
          <PageLoader inline label="Loading page" />
        </AppLayout>
      </>
    );
  }
  if (auth.status === 'loading') return <PageLoader />;
  if (auth.status === 'error' && getErrorStatus(auth.error) === 429) {
    return <Navigate to={tooManyRequestsHref} replace />;
  }
  // Any other failure to load the session leaves the visitor free to sign in again.
  return <Outlet />;
}
