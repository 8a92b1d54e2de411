import { LeadsManager } from '@/features/leads';

export default LeadsManager;
