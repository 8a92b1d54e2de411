import { OrganizationRevenue } from '@/features/console';

export default OrganizationRevenue;
