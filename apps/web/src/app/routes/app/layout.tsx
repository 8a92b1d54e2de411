import { AppLayout } from '@/features/shell';

export default AppLayout;
