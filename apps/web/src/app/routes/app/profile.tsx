import { MyProfile } from '@/features/profile';

export default MyProfile;
