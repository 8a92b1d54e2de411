import type { ChatChannel } from '@nethub/contract';
import { Box } from '@mantine/core';
import { paths } from '@/config/paths';
import { tabOf } from '../api/chat-keys';
import { useOnlineMembers } from '../api/get-online-members';
import type { ChatClient } from '../lib/chat-client';
import { ChannelItem } from './channel-item';
import { SubgroupItem } from './subgroup-item';

type ChannelRowProps = {
  channel: ChatChannel;
  me: string;
  client: ChatClient;
  /** The conversation open beside the list. */
  selected: string | undefined;
};

/** One conversation of the page's list, its sub-groups under it; direct ones say who is online. */
export function ChannelRow({ channel, me, client, selected }: ChannelRowProps) {
  const tab = tabOf(channel.type);
  const other = channel.otherMember;
  const online = useOnlineMembers(client, channel.channel, !!other);
  return (
    <Box component="li">
      <ChannelItem
        channel={channel}
        me={me}
        href={paths.messages.getHref(tab, channel.channel)}
        active={selected === channel.channel}
        online={!!other && !!online.data?.includes(other._id)}
      />
      {channel.subgroups.length > 0 && (
        <Box component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
          {channel.subgroups.map((subgroup) => (
            <Box component="li" key={subgroup.channel}>
              <SubgroupItem
                subgroup={subgroup}
                href={paths.messages.getHref(tab, subgroup.channel)}
                active={selected === subgroup.channel}
              />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
