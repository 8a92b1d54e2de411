import type { ChatChannel } from '@nethub/contract';
import { ActionIcon, Menu } from '@mantine/core';
import {
  IconBell,
  IconBellOff,
  IconDots,
  IconLogout,
  IconPencil,
  IconTrash,
  IconUser,
  IconUsers,
} from '@tabler/icons-react';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useDeleteGroupChat, useLeaveGroupChat } from '../api/leave-group-chat';
import { useMuteChannel } from '../api/mute-channel';
import { CHAT_TEXT } from '../chat-constants';
import type { ChatClient } from '../lib/chat-client';
import { ConfirmModal } from './confirm-modal';
import { EditGroupModal } from './edit-group-modal';
import { MembersModal } from './members-modal';

type Dialog = 'members' | 'edit' | 'leave' | 'delete' | null;
type EndMutation = UseMutationResult<{ ok: true }, Error, string>;

type ConversationMenuProps = { channel: ChatChannel; client: ChatClient };

/**
 * What I can do with a conversation: see the profile or the members, mute it; in a group chat
 * leave it, and as its admin edit or delete it.
 */
export function ConversationMenu({ channel, client }: ConversationMenuProps) {
  const [dialog, setDialog] = useState<Dialog>(null);
  const mute = useMuteChannel();
  const leave = useLeaveGroupChat();
  const remove = useDeleteGroupChat();
  const other = channel.otherMember;
  const isGroup = channel.type === 'group';
  const close = () => setDialog(null);

  const handleMute = () =>
    mute.mutate(
      { channel: channel.channel, muted: !channel.muted },
      {
        onSuccess: (_result, { muted }) =>
          notify.success(muted ? CHAT_TEXT.muted : CHAT_TEXT.unmuted),
        onError: (error) => notify.error(getErrorMessage(error)),
      },
    );

  // The conversation goes away with the group: the screen showing it moves to the list.
  const end = (mutation: EndMutation, message: string) =>
    mutation.mutate(channel.channel, {
      onSuccess: () => {
        notify.success(message);
        close();
        client.drop(channel.channel);
      },
      onError: (error) => notify.error(getErrorMessage(error)),
    });

  return (
    <>
      {/* No focus placeholder: a role="presentation" child is not allowed in a menu. */}
      <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray.7" size="lg" aria-label="Conversation options">
            <IconDots size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {other ? (
            <Menu.Item
              component={Link}
              to={paths.profile.member.getHref(other._id)}
              leftSection={<IconUser size={16} aria-hidden />}
            >
              View profile
            </Menu.Item>
          ) : (
            <Menu.Item
              leftSection={<IconUsers size={16} aria-hidden />}
              onClick={() => setDialog('members')}
            >
              Members
            </Menu.Item>
          )}
          {isGroup && channel.isAdmin && (
            <Menu.Item
              leftSection={<IconPencil size={16} aria-hidden />}
              onClick={() => setDialog('edit')}
            >
              Edit group
            </Menu.Item>
          )}
          <Menu.Item
            leftSection={
              channel.muted ? (
                <IconBell size={16} aria-hidden />
              ) : (
                <IconBellOff size={16} aria-hidden />
              )
            }
            onClick={handleMute}
          >
            {channel.muted ? 'Unmute notifications' : 'Mute notifications'}
          </Menu.Item>
          {isGroup && (
            <Menu.Item
              color="red.9"
              leftSection={<IconLogout size={16} aria-hidden />}
              onClick={() => setDialog('leave')}
            >
              Leave group
            </Menu.Item>
          )}
          {isGroup && channel.isAdmin && (
            <Menu.Item
              color="red.9"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={() => setDialog('delete')}
            >
              Delete group
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {!other && (
        <MembersModal channel={channel.channel} opened={dialog === 'members'} onClose={close} />
      )}
      {isGroup && channel.isAdmin && (
        <EditGroupModal channel={channel} opened={dialog === 'edit'} onClose={close} />
      )}
      <ConfirmModal
        opened={dialog === 'leave'}
        title={`Leave ${channel.nameGroup}?`}
        text="You will no longer see this group chat or get its messages, unless its admin adds you again."
        confirmLabel="Leave group"
        loading={leave.isPending}
        onConfirm={() => end(leave, CHAT_TEXT.groupLeft(channel.nameGroup))}
        onClose={close}
      />
      <ConfirmModal
        opened={dialog === 'delete'}
        title={`Delete ${channel.nameGroup}?`}
        text="The group chat and all its messages are deleted for every member. This cannot be undone."
        confirmLabel="Delete group"
        loading={remove.isPending}
        onConfirm={() => end(remove, CHAT_TEXT.groupDeleted(channel.nameGroup))}
        onClose={close}
      />
    </>
  );
}
