import { OrganizationSubscriptions } from '@/features/organization-sales';

export default OrganizationSubscriptions;
