import { IconMessageCircle } from '@tabler/icons-react';
import { lazy } from 'react';
import { HeaderPanelButton } from '@/components/header-panel-button';
import { useUnreadCount } from '../api/get-unread-count';
import { useLiveChat } from './use-live-chat';

// The button and its count are in every page; the list loads on the first click.
const MessagesPanel = lazy(() =>
  import('./messages-panel').then((module) => ({ default: module.MessagesPanel })),
);

/**
 * The header's messages button: how many conversations have unread messages, live, and a
 * panel of the latest ones.
 */
export function MessagesButton() {
  const live = useLiveChat();
  const unread = useUnreadCount('all', { enabled: live }).data;
  const total = unread ?? 0;

  return (
    <HeaderPanelButton
      icon={IconMessageCircle}
      label={unread === undefined ? 'Messages' : `Messages, ${total} unread`}
      count={total}
      title="Messages"
      loadingLabel="Loading conversations"
      panel={MessagesPanel}
    />
  );
}
