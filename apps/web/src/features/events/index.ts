export { GroupEvents } from './components/group-events';
export { MyTickets } from './components/my-tickets';
