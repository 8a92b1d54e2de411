import { isSafeRedirectPath } from '@nethub/contract/constants';
import { useNavigate, useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { paths } from '@/config/paths';
import { SignUpForm } from '@/features/auth';

export default function SignUpRoute() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const prevUrl = searchParams.get('prevUrl');
  return (
    <PublicLayout
      title="Create your account"
      description="Join Net Hub and grow your business network."
    >
      <SignUpForm
        prevUrl={isSafeRedirectPath(prevUrl) ? prevUrl : undefined}
        onSuccess={(email) => navigate(paths.auth.emailLanding.getHref(email))}
      />
    </PublicLayout>
  );
}
