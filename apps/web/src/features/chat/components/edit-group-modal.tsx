import { ErrorCode, type ChatChannel, type MediaItem } from '@nethub/contract';
import { Button, Checkbox, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentUser } from '@/lib/auth';
import { getErrorMessage, hasErrorCode } from '@/lib/errors';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEditGroupChat } from '../api/edit-group-chat';
import { useChannelMembers } from '../api/get-channel-members';
import { CHAT_GROUP_NAME_MAX, CHAT_TEXT } from '../chat-constants';
import { AvatarChooser } from './avatar-chooser';
import { ConnectionsPicker } from './connections-picker';

type EditGroupProps = { channel: ChatChannel; onClose: () => void };

function MembersToRemove({
  channel,
  value,
  onChange,
}: {
  channel: string;
  value: string[];
  onChange: (ids: string[]) => void;
}) {
  const me = useCurrentUser()._id;
  const members = useChannelMembers(channel);
  if (members.isPending) return <PageLoader inline label="Loading members" />;
  if (members.isError)
    return <RetryAlert error={members.error} onRetry={() => void members.refetch()} />;
  const others = members.data.rows.filter((member) => member._id !== me);
  if (others.length === 0) return null;
  return (
    <Checkbox.Group label="Remove members" value={value} onChange={onChange}>
      <Stack gap="xs" mt="xs">
        {others.map((member) => (
          <Checkbox key={member._id} value={member._id} label={fullName(member)} />
        ))}
      </Stack>
    </Checkbox.Group>
  );
}

function EditGroupForm({ channel, onClose }: EditGroupProps) {
  const [name, setName] = useState(channel.nameGroup);
  const [avatar, setAvatar] = useState<MediaItem | null>(null);
  const [addUsers, setAddUsers] = useState<string[]>([]);
  const [removeUsers, setRemoveUsers] = useState<string[]>([]);
  const [nameError, setNameError] = useState<string>();
  const members = useChannelMembers(channel.channel);
  const edit = useEditGroupChat();
  const memberIds = new Set(members.data?.rows.map((member) => member._id));

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    setNameError(trimmed ? undefined : CHAT_TEXT.nameRequired);
    if (!trimmed) return;
    edit.mutate(
      {
        channel: channel.channel,
        name: trimmed === channel.nameGroup ? undefined : trimmed,
        avatarMediaId: avatar?._id,
        addUsers,
        removeUsers,
      },
      {
        onSuccess: () => {
          notify.success(CHAT_TEXT.groupUpdated);
          onClose();
        },
        onError: (error) =>
          notify.error(
            hasErrorCode(error, ErrorCode.CHAT_NOT_ALLOWED)
              ? CHAT_TEXT.connectionsOnly
              : getErrorMessage(error),
          ),
      },
    );
  };

  return (
    <form onSubmit={handleSubmit} noValidate>
      <Stack>
        <TextInput
          label="Name"
          required
          maxLength={CHAT_GROUP_NAME_MAX}
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
          error={nameError}
        />
        <AvatarChooser
          name={name}
          current={channel.channelAvatar}
          chosen={avatar}
          onChosen={setAvatar}
        />
        <ConnectionsPicker
          label="Add members"
          value={addUsers}
          onChange={setAddUsers}
          exclude={memberIds}
        />
        <MembersToRemove channel={channel.channel} value={removeUsers} onChange={setRemoveUsers} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={edit.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** The admin renames the group chat, changes its picture, adds and removes members. */
export function EditGroupModal({ opened, ...props }: EditGroupProps & { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title="Edit group"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <EditGroupForm {...props} />}
    </Modal>
  );
}
