export { OrganizationEvent } from './components/organization-event';
export { EventsAdmin, OrganizationEvents } from './components/organization-events';
export {
  OrganizationSubscriptions,
  SubscriptionsAdmin,
} from './components/organization-subscriptions';
