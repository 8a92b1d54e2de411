export { useMyOrganization } from './api/get-my-organization';
export { useOrganizationGroupOptions } from './api/get-organization-groups';
export { ConsoleLayout } from './components/console-layout';
export { OrganizationGroups } from './components/organization-groups';
export { OrganizationMembers } from './components/organization-members';
export { OrganizationOverview } from './components/organization-overview';
export { OrganizationRevenue } from './components/organization-revenue';
export { OrganizationEvent } from './components/organization-event';
export { EventsAdmin, OrganizationEvents } from './components/organization-events';
export {
  OrganizationSubscriptions,
  SubscriptionsAdmin,
} from './components/organization-subscriptions';
