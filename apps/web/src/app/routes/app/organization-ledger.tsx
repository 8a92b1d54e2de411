import { GroupLedgerPage } from '@/features/ledger';

export default GroupLedgerPage;
