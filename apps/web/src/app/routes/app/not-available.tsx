import { NotAvailable } from '@/features/shell';

export default NotAvailable;
