import { GroupsManager } from '@/features/groups';

export default GroupsManager;
