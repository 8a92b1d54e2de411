export { AppLayout, Shell } from './components/app-layout';
export { NotFound } from './components/not-found';
