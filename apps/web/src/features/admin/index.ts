export { AdminConsole } from './components/admin-console';
export { useAdminAccess } from './api/admin-api';
