import { useParams } from 'react-router';
import { LeadDetail } from '@/features/leads';

export default function LeadDetailRoute() {
  const { id = '' } = useParams();
  return <LeadDetail key={id} leadId={id} />;
}
