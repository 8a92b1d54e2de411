import type { ChatChannel, MediaItem } from '@nethub/contract';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { notify } from '@/lib/notify';
import { useCreateGroupChat } from '../api/create-group-chat';
import { CHAT_TEXT } from '../chat-constants';
import { GroupForm, groupErrorMessage } from './group-form';

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
        onError: (error) => notify.error(groupErrorMessage(error)),
      },
    );
  };

  return (
    <GroupForm
      name={name}
      onNameChange={setName}
      nameError={errors.name}
      members={{
        label: 'Members',
        required: true,
        value: users,
        onChange: setUsers,
        error: errors.users,
      }}
      picture={{ current: null, chosen: avatar, onChosen: setAvatar, place: 'last' }}
      submitLabel="Create group"
      submitting={create.isPending}
      onSubmit={handleSubmit}
      onCancel={onClose}
    />
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
