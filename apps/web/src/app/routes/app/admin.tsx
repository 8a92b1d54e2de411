import { AdminConsole } from '@/features/admin';

export default AdminConsole;
