export { GroupDetail } from './components/group-detail';
export { GroupRequests } from './components/group-requests';
export { GroupsManager } from './components/groups-manager';
