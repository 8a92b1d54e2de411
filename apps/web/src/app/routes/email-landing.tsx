import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { CheckInbox } from '@/features/auth';

export default function EmailLandingRoute() {
  const [searchParams] = useSearchParams();
  return (
    <PublicLayout title="Check your inbox">
      <CheckInbox email={searchParams.get('email')} />
    </PublicLayout>
  );
}
