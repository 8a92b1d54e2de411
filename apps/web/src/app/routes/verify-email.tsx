import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { paths } from '@/config/paths';
import { VerifyEmailStatus } from '@/features/auth';
import { useAuth } from '@/lib/auth';

export default function VerifyEmailRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signedIn = useAuth().status === 'authenticated';
  const handleVerified = useCallback(() => {
    const next = signedIn ? paths.home.getHref() : paths.auth.emailVerified.getHref();
    void navigate(next, { replace: true });
  }, [navigate, signedIn]);

  return (
    <PublicLayout title="Verify your email">
      <VerifyEmailStatus token={searchParams.get('token')} onVerified={handleVerified} />
    </PublicLayout>
  );
}
