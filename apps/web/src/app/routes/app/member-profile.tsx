import { useParams } from 'react-router';
import { RelationshipActions } from '@/features/connections';
import { MemberProfile } from '@/features/profile';

export default function MemberProfileRoute() {
  const { id = '' } = useParams();
  return (
    <MemberProfile
      key={id}
      memberId={id}
      actions={(member, refresh) => (
        <RelationshipActions member={member.profile} state={member} onChange={refresh} />
      )}
    />
  );
}
