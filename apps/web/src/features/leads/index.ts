export { AddLeadWizard } from './components/add-lead-wizard';
export { LeadDetail } from './components/lead-detail';
export { LeadsManager } from './components/leads-manager';
