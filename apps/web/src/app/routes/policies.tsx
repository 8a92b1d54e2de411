import { useSearchParams } from 'react-router';
import { PublicLayout } from '@/components/public-layout';
import { PolicyTabs, type PolicyTab } from '@/features/policies';

export default function PoliciesRoute() {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: PolicyTab = searchParams.get('tab') === 'terms' ? 'terms' : 'privacy';
  return (
    <PublicLayout title="Policies" size="md">
      <PolicyTabs
        tab={tab}
        onTabChange={(next) => setSearchParams({ tab: next }, { replace: true })}
      />
    </PublicLayout>
  );
}
