export { AppLayout } from './components/app-layout';
export { NotAvailable } from './components/not-available';
export { NotFound } from './components/not-found';
