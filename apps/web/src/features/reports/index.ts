export { ReportDialog } from './components/report-dialog';
export { ReportButton, ReportMenu } from './components/report-actions';
