import { VisuallyHidden } from '@mantine/core';
import { unreadText } from '../lib/message-text';
import { Badge } from '@/components/badge';

/** "3" or "99+" unread messages; nothing when all are read. */
export function UnreadBadge({ count }: { count: number }) {
  if (count <= 0) return null;
  return (
    <Badge
      component="span"
      size="sm"
      tone="danger"
      strong
      circle={count < 10}
      style={{ flexShrink: 0 }}
    >
      {unreadText(count)}
      <VisuallyHidden> unread</VisuallyHidden>
    </Badge>
  );
}
