export { HubChatPage } from './components/hub-chat-page';
export { MessagesButton } from './components/messages-button';
export { ProfileMessagePage } from './components/profile-message-page';
