import { useParams } from 'react-router';
import { MemberProfile } from '@/features/profile';

export default function MemberProfileRoute() {
  const { id = '' } = useParams();
  return <MemberProfile key={id} memberId={id} />;
}
