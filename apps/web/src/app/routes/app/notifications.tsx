import { NotificationsPage } from '@/features/notifications';

export default NotificationsPage;
