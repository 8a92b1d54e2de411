export { EventTicketPage } from './components/event-ticket-page';
export { PlanDetailsPage } from './components/plan-details-page';
export { PlanListPage } from './components/plan-list-page';
export { SubscribePage } from './components/subscribe-page';
export { SubscriptionPaymentPage } from './components/subscription-payment-page';
export { TicketPage } from './components/ticket-page';
export { UnsubscribePage } from './components/unsubscribe-page';
export { readPaymentReturn } from './payment-return';
