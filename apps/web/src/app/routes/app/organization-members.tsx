import { OrganizationMembers } from '@/features/console';

export default OrganizationMembers;
