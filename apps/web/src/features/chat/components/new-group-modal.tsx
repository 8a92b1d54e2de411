import { ErrorCode, type ChatChannel, type MediaItem } from '@nethub/contract';
import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { getErrorMessage, hasErrorCode } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useCreateGroupChat } from '../api/create-group-chat';
import { CHAT_GROUP_NAME_MAX, CHAT_TEXT } from '../chat-constants';
import { AvatarChooser } from './avatar-chooser';
import { ConnectionsPicker } from './connections-picker';

type NewGroupProps = { onClose: () => void; onCreated: (channel: ChatChannel) => void };

/** The form's complaints, or none when the group may be created. */
const checkGroup = (name: string, users: string[]) => ({
  name: name ? undefined : CHAT_TEXT.nameRequired,
  users: users.length ? undefined : CHAT_TEXT.membersRequired,
});

function NewGroupForm({ onClose, onCreated }: NewGroupProps) {
  const [name, setName] = useState('');
  const [users, setUsers] = useState<string[]>([]);
  const [avatar, setAvatar] = useState<MediaItem | null>(null);
  const [errors, setErrors] = useState<{ name?: string; users?: string }>({});
  const create = useCreateGroupChat();

  const handleSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const problems = checkGroup(name.trim(), users);
    setErrors(problems);
    if (problems.name || problems.users) return;
    create.mutate(
      { name: name.trim(), users, avatarMediaId: avatar?._id },
      {
        onSuccess: (channel) => {
          notify.success(CHAT_TEXT.groupCreated(channel.nameGroup));
          onCreated(channel);
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
          error={errors.name}
        />
        <ConnectionsPicker
          label="Members"
          required
          value={users}
          onChange={setUsers}
          error={errors.users}
        />
        <AvatarChooser name={name} current={null} chosen={avatar} onChosen={setAvatar} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" loading={create.isPending}>
            Create group
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** A new group chat with some of my connections. */
export function NewGroupModal({ opened, ...props }: NewGroupProps & { opened: boolean }) {
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title="New group chat"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened && <NewGroupForm {...props} />}
    </Modal>
  );
}
