import { useParams } from 'react-router';
import { ProfileMessagePage } from '@/features/chat';

export default function ProfileMessageRoute() {
  const { id = '', channel = '' } = useParams();
  return <ProfileMessagePage key={channel} memberId={id} channel={channel} />;
}
