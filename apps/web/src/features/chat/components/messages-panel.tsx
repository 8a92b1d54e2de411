import { Anchor, Box, Divider, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { tabOf } from '../api/chat-keys';
import { useHeaderChannels } from '../api/get-channels';
import { ChannelItem } from './channel-item';

function LatestChannels({ onClose }: { onClose: () => void }) {
  const me = useCurrentUser()._id;
  const latest = useHeaderChannels();

  if (latest.isPending) return <PageLoader inline label="Loading conversations" />;
  if (latest.isError) {
    return (
      <Box p="md">
        <RetryAlert error={latest.error} onRetry={() => void latest.refetch()} />
      </Box>
    );
  }
  if (latest.data.rows.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="xl" px="md">
        No conversations yet.
      </Text>
    );
  }
  return (
    <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
      {latest.data.rows.map((channel) => (
        <Box component="li" key={channel.channel}>
          <ChannelItem
            channel={channel}
            me={me}
            href={paths.messages.getHref(tabOf(channel.type), channel.channel)}
            onOpen={onClose}
          />
        </Box>
      ))}
    </Box>
  );
}

/** The header's panel: the latest conversations (spec §9: six) and the way to all of them. */
export function MessagesPanel({ onClose }: { onClose: () => void }) {
  return (
    <Stack gap={0}>
      <Text fw={600} px="md" py="sm">
        Messages
      </Text>
      <Divider />
      <Box mah="min(420px, calc(100dvh - 190px))" style={{ overflowY: 'auto' }}>
        <LatestChannels onClose={onClose} />
      </Box>
      <Divider />
      <Group justify="flex-end" px="md" py="xs">
        <Anchor component={Link} to={paths.messages.getHref()} size="sm" onClick={onClose}>
          See all messages
        </Anchor>
      </Group>
    </Stack>
  );
}
