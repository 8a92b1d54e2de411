export { HomeDashboard, HomePage } from './components/home-page';
