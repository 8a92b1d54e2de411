import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { ResetPasswordForm } from '@/features/auth';

export default function ResetPasswordRoute() {
  const [searchParams] = useSearchParams();
  return (
    <PublicLayout title="Choose a new password">
      <ResetPasswordForm token={searchParams.get('token')} />
    </PublicLayout>
  );
}
