export { MeetingsPage } from './components/meetings-page';
export { ProposeMeetingPage } from './components/propose-meeting-page';
export { ProposeMeetingButton } from './components/propose-meeting-button';
