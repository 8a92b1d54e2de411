import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { useCurrentUser } from '@/lib/auth';
import { chatClientFor } from './chat-client';

/** The member's live chat client, listening while the calling screen is shown. */
export function useChatClient() {
  const queryClient = useQueryClient();
  const me = useCurrentUser()._id;
  const { client, retain } = useMemo(() => chatClientFor(queryClient, me), [queryClient, me]);
  useEffect(retain, [retain]);
  return client;
}
