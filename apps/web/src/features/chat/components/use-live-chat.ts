import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { onRealtime } from '@/lib/realtime';
import { REALTIME_CONNECT } from '@/lib/realtime-events';

/**
 * Starts the member's live chat once the connection is up, from any page: the chat's code loads
 * then, outside the page's first load. True from the first connection on.
 */
export function useLiveChat() {
  const queryClient = useQueryClient();
  const me = useCurrentUser()._id;
  const [live, setLive] = useState(false);

  useEffect(() => onRealtime(REALTIME_CONNECT, () => setLive(true)), []);

  useEffect(() => {
    if (!live) return;
    let release: (() => void) | undefined;
    let cancelled = false;
    void import('../lib/chat-client').then(({ chatClientFor }) => {
      if (!cancelled) release = chatClientFor(queryClient, me).retain();
    });
    return () => {
      cancelled = true;
      release?.();
    };
  }, [live, queryClient, me]);

  return live;
}
