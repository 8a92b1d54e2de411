import { ErrorCode, GROUP_MESSAGES, GROUP_REQUEST_NOTE_MAX } from '@nethub/contract/constants';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { FormError } from '@/components/form-error';
import { hasErrorCode } from '@/lib/errors';
import { notify } from '@/lib/notify';
import { useRequestToJoin } from '../api/request-to-join';
import { GROUP_TEXT } from '../group-constants';

export type JoinTarget = { _id: string; name: string };

function JoinGroupForm({ group, onDone }: { group: JoinTarget; onDone: () => void }) {
  const [note, setNote] = useState('');
  const [homeGroup, setHomeGroup] = useState(false);
  const join = useRequestToJoin();

  const handleError = (error: unknown) => {
    // Refused or already in: nothing the member can change here, so the dialog closes.
    if (hasErrorCode(error, ErrorCode.GROUP_REQUEST_NOT_ALLOWED)) {
      notify.warning(GROUP_MESSAGES.requestRefused);
      onDone();
    } else if (hasErrorCode(error, ErrorCode.ALREADY_GROUP_MEMBER)) {
      notify.info(GROUP_TEXT.alreadyMember);
      onDone();
    }
  };

  // Awaited, not given callbacks: those are dropped if a refreshed list removes the card first.
  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = { subgroups: [], requestNote: note.trim() || undefined, setHomeGroup: homeGroup };
    try {
      const result = await join.mutateAsync({ groupId: group._id, body });
      notify.success(
        result.status === 'joined' ? GROUP_TEXT.joined(group.name) : GROUP_MESSAGES.requestSent,
      );
      onDone();
    } catch (error) {
      handleError(error);
    }
  };

  return (
    <form onSubmit={(event) => void handleSubmit(event)} noValidate>
      <Stack>
        <Text size="sm">The group's owners read your request and decide on it.</Text>
        <FormError error={join.error} context="general" />
        <Textarea
          label="Note to the owners (optional)"
          description={`${note.length} of ${GROUP_REQUEST_NOTE_MAX} characters`}
          autosize
          minRows={3}
          maxRows={8}
          maxLength={GROUP_REQUEST_NOTE_MAX}
          data-autofocus
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        <Checkbox
          label="Make this my home group"
          checked={homeGroup}
          onChange={(event) => setHomeGroup(event.currentTarget.checked)}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit" loading={join.isPending}>
            Send request
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

type JoinGroupModalProps = { group: JoinTarget; opened: boolean; onClose: () => void };

/** A request to join a group or a sub-group: a note to its owners, and my home group. */
export function JoinGroupModal({ group, opened, onClose }: JoinGroupModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Request to join ${group.name}`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {/* Mounted only while open, so each opening starts blank. */}
      {opened && <JoinGroupForm group={group} onDone={onClose} />}
    </Modal>
  );
}
