import { HomePage } from '@/features/home';

export default HomePage;
