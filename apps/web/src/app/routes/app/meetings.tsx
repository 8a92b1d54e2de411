import { MeetingsPage } from '@/features/meetings';

export default MeetingsPage;
