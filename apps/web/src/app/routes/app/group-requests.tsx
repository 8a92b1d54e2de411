import { useParams } from 'react-router';
import { GroupRequests } from '@/features/groups';

export default function GroupRequestsRoute() {
  const { id = '' } = useParams();
  return <GroupRequests key={id} groupId={id} />;
}
