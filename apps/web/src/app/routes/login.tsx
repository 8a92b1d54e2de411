import { isSafeRedirectPath } from '@nethub/contract/constants';
import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { LoginForm } from '@/features/auth';

export default function LoginRoute() {
  const [searchParams] = useSearchParams();
  const prevUrl = searchParams.get('prevUrl');
  // After sign-in the SignedOutOnly guard sends the member on to prevUrl.
  return (
    <PublicLayout title="Sign in" description="Welcome back to Net Hub.">
      <LoginForm
        prevUrl={isSafeRedirectPath(prevUrl) ? prevUrl : undefined}
        deletionScheduled={searchParams.get('deletion') === 'scheduled'}
      />
    </PublicLayout>
  );
}
