import { useParams } from 'react-router';
import { OrganizationEvent } from '@/features/console';

export default function OrganizationEventRoute() {
  const { id = '' } = useParams();
  return <OrganizationEvent key={id} eventId={id} />;
}
