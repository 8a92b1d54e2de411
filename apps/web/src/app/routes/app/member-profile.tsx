import { useParams } from 'react-router';
import { ConnectButton } from '@/features/connections';
import { MemberProfile } from '@/features/profile';

export default function MemberProfileRoute() {
  const { id = '' } = useParams();
  return (
    <MemberProfile
      key={id}
      memberId={id}
      actions={(profile) => <ConnectButton member={profile} />}
    />
  );
}
