import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { CompleteRegistration } from '@/features/auth';

export default function CompleteRegistrationRoute() {
  const [searchParams] = useSearchParams();
  // On success the session starts and the SignedOutOnly guard moves the member to /.
  return (
    <PublicLayout title="Complete your registration">
      <CompleteRegistration token={searchParams.get('token')} />
    </PublicLayout>
  );
}
