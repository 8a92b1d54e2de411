import { useParams } from 'react-router';
import { GroupDetail } from '@/features/groups';

export default function GroupDetailRoute() {
  const { id = '' } = useParams();
  return <GroupDetail key={id} groupId={id} />;
}
