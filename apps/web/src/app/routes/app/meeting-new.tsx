import { ProposeMeetingPage } from '@/features/meetings';

export default ProposeMeetingPage;
