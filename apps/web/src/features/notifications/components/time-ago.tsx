import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';

dayjs.extend(relativeTime);

/** "3 hours ago", with the instant itself for machines. */
export function TimeAgo({ iso }: { iso: string }) {
  return (
    <Text component="time" dateTime={iso} size="xs" c="dimmed">
      {dayjs(iso).fromNow()}
    </Text>
  );
}
