import { Navigate } from 'react-router';
import { paths } from '@/config/paths';
import { HomePage } from '@/features/home';
import { useCurrentUser } from '@/lib/auth';

/** An organisation owner's home is their console (ADR 019); members get their dashboard. */
export default function HomeRoute() {
  const user = useCurrentUser();
  if (user.isOrgOwner) return <Navigate to={paths.organization.root.getHref()} replace />;
  return <HomePage />;
}
