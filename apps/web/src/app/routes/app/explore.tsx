import { ExploreMembers } from '@/features/connections';

export default ExploreMembers;
