import { CHAT_GROUP_NAME_MAX, ErrorCode } from '@nethub/contract/constants';
import type { MediaItem } from '@nethub/contract';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { getErrorMessage, hasErrorCode } from '@/lib/errors';
import { CHAT_TEXT } from '../chat-constants';
import { AvatarChooser } from './avatar-chooser';
import { ConnectionsPicker } from './connections-picker';

/** Why a group could not be saved: a chosen member who is not one of my connections, or else. */
export const groupErrorMessage = (error: unknown) =>
  hasErrorCode(error, ErrorCode.CHAT_NOT_ALLOWED)
    ? CHAT_TEXT.connectionsOnly
    : getErrorMessage(error);

type GroupFormProps = {
  name: string;
  onNameChange: (name: string) => void;
  nameError?: string;
  /** The connections to bring in. */
  members: React.ComponentProps<typeof ConnectionsPicker>;
  picture: {
    /** The picture the group has now. */
    current: string | null;
    chosen: MediaItem | null;
    onChosen: (media: MediaItem | null) => void;
    /** After the name (a group's edit), or last (a new group: its required fields first). */
    place: 'after-name' | 'last';
  };
  /** More fields, after the members. */
  children?: React.ReactNode;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (event: React.FormEvent) => void;
  onCancel: () => void;
};

/** A group chat's form, new or edited: its name, members and picture, Cancel and submit. */
export function GroupForm({
  name,
  onNameChange,
  nameError,
  members,
  picture: { place, ...picture },
  children,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: GroupFormProps) {
  const chooser = <AvatarChooser name={name} {...picture} />;
  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack>
        <TextInput
          label="Name"
          required
          maxLength={CHAT_GROUP_NAME_MAX}
          value={name}
          onChange={(event) => onNameChange(event.currentTarget.value)}
          error={nameError}
        />
        {place === 'after-name' && chooser}
        <ConnectionsPicker {...members} />
        {children}
        {place === 'last' && chooser}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" loading={submitting}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
