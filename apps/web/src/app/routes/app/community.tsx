import { CommunityPage } from '@/features/posts';

export default CommunityPage;
