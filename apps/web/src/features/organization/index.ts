export { useMyOrganization } from './api/get-my-organization';
export { useOrganizationGroupOptions } from './api/get-organization-groups';
export { ConsoleLayout } from './components/console-layout';
export { OrganizationGroups } from './components/organization-groups';
export { OrganizationMembers } from './components/organization-members';
export { OrganizationOverview } from './components/organization-overview';
export { OrganizationRevenue } from './components/organization-revenue';
