export { AddLeadWizard } from './components/add-lead-wizard';
export { LeadDetail } from './components/lead-detail';
export { LeadsManager } from './components/leads-manager';
export { StageBadge } from './components/stage-badge';
export { isCurrency, isLeadStatus, LEAD_STAGES, STAGE_LABELS } from './lead-constants';
