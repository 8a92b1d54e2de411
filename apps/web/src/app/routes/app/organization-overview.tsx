import { OrganizationOverview } from '@/features/organization';

export default OrganizationOverview;
