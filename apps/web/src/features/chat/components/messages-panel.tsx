import { Box } from '@mantine/core';
import { HeaderPanel } from '@/components/header-panel';
import { paths } from '@/config/paths';
import { useCurrentUser } from '@/lib/auth';
import { tabOf } from '../api/chat-keys';
import { useHeaderChannels } from '../api/get-channels';
import { ChannelItem } from './channel-item';

/** The header's panel: the latest conversations (spec §9: six) and the way to all of them. */
export function MessagesPanel({ onClose }: { onClose: () => void }) {
  const me = useCurrentUser()._id;
  const latest = useHeaderChannels();

  return (
    <HeaderPanel
      title="Messages"
      latest={latest}
      loadingLabel="Loading conversations"
      empty="No conversations yet."
      seeAll={{ label: 'See all messages', href: paths.messages.getHref() }}
      onClose={onClose}
    >
      {(rows) => (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {rows.map((channel) => (
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
      )}
    </HeaderPanel>
  );
}
