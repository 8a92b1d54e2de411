import { OrganizationEvents } from '@/features/console';

export default OrganizationEvents;
