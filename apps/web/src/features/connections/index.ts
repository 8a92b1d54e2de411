export { ConnectionsManager } from './components/connections-manager';
export { ExploreMembers } from './components/explore-members';
export { RelationshipActions } from './components/relationship-actions';
export { ConnectionRequestAnswer } from './components/connection-request-answer';
export { MemberIdentity } from '@/components/member-identity';
export { useConnectionActions } from './components/use-connection-actions';
