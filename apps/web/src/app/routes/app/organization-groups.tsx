import { OrganizationGroups } from '@/features/console';

export default OrganizationGroups;
