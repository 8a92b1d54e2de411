export { CommunityPage } from './components/community-page';
export { PostFeed } from './components/post-feed';
export { PostPage } from './components/post-page';
