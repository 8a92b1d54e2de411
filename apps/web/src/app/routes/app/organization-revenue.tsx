import { OrganizationRevenue } from '@/features/organization';

export default OrganizationRevenue;
