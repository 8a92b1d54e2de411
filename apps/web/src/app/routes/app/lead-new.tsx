import { AddLeadWizard } from '@/features/leads';

export default AddLeadWizard;
