export { PolicyTabs, type PolicyTab } from './components/policy-tabs';
