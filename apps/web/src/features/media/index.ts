export { MediaManager } from './components/media-manager';
