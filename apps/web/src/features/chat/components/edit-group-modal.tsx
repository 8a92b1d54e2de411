import type { ChatChannel, MediaItem } from '@nethub/contract';
import { Checkbox, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageLoader } from '@/components/page-loader';
import { RetryAlert } from '@/components/retry-alert';
import { useCurrentUser } from '@/lib/auth';
import { fullName } from '@/lib/format';
import { notify } from '@/lib/notify';
import { useEditGroupChat } from '../api/edit-group-chat';
import { useChannelMembers } from '../api/get-channel-members';
import { CHAT_TEXT } from '../chat-constants';
import { GroupForm, groupErrorMessage } from './group-form';

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
        onError: (error) => notify.error(groupErrorMessage(error)),
      },
    );
  };

  return (
    <GroupForm
      name={name}
      onNameChange={setName}
      nameError={nameError}
      members={{ label: 'Add members', value: addUsers, onChange: setAddUsers, exclude: memberIds }}
      picture={{
        current: channel.channelAvatar,
        chosen: avatar,
        onChosen: setAvatar,
        place: 'after-name',
      }}
      submitLabel="Save"
      submitting={edit.isPending}
      onSubmit={handleSubmit}
      onCancel={onClose}
    >
      <MembersToRemove channel={channel.channel} value={removeUsers} onChange={setRemoveUsers} />
    </GroupForm>
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
