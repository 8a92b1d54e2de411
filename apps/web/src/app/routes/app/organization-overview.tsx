import { OrganizationOverview } from '@/features/console';

export default OrganizationOverview;
