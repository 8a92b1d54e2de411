import { LedgerPage } from '@/features/ledger';

export default LedgerPage;
