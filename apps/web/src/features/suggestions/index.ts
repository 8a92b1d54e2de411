export { SuggestionsPage } from './components/suggestions-page';
export { WhoToMeetCard } from './components/who-to-meet-card';
