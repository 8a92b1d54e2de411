import { OrganizationSubscriptions } from '@/features/console';

export default OrganizationSubscriptions;
