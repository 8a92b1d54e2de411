import { OrganizationEvents } from '@/features/organization-sales';

export default OrganizationEvents;
