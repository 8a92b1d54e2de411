export { LedgerPage } from './components/ledger-page';
export { GroupLedgerPage } from './components/group-ledger-page';
export { LedgerFigures } from './components/ledger-figures';
export { LeaderboardSwitch, LedgerSettings } from './components/leaderboard-switch';
