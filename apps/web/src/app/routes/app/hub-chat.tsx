import { HubChatPage } from '@/features/chat';

export default HubChatPage;
