import { OrganizationGroups } from '@/features/organization';

export default OrganizationGroups;
