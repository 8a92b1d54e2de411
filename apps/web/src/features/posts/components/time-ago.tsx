import { Text } from '@mantine/core';
import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useFormatters } from '@/lib/format';

dayjs.extend(relativeTime);

/** "5 minutes ago"; the full date and time on hover. */
export function TimeAgo({ iso }: { iso: string }) {
  const format = useFormatters();
  const now = dayjs();
  const time = dayjs(iso);
  // A server clock slightly ahead must not read "in a few seconds".
  const label = (time.isAfter(now) ? now : time).fromNow();
  return (
    <Text component="time" dateTime={iso} title={format.dateTime(iso)} size="xs" c="dimmed">
      {label}
    </Text>
  );
}
