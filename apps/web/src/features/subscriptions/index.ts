export { GroupPlans } from './components/group-plans';
export { SubscriptionsPage } from './components/subscriptions-page';
