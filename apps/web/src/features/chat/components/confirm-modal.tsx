import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type ConfirmModalProps = {
  opened: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before something that cannot be undone (leaving or deleting a group chat). */
export function ConfirmModal({
  opened,
  title,
  text,
  confirmLabel,
  loading,
  onConfirm,
  onClose,
}: ConfirmModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text>{text}</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
