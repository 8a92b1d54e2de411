export { ConnectButton } from './components/connect-button';
export { ConnectionsManager } from './components/connections-manager';
export { ExploreMembers } from './components/explore-members';
