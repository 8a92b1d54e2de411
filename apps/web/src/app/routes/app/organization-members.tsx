import { OrganizationMembers } from '@/features/organization';

export default OrganizationMembers;
