import { Button, Group, Modal, Stack, Text } from '@mantine/core';

type DisconnectModalProps = {
  /** The member's name; null when closed. */
  name: string | null;
  onConfirm: () => void;
  onClose: () => void;
  loading: boolean;
};

export function DisconnectModal({ name, onConfirm, onClose, loading }: DisconnectModalProps) {
  return (
    <Modal
      opened={name !== null}
      onClose={onClose}
      title={`Disconnect from ${name ?? ''}?`}
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack>
        <Text>
          You will no longer be connected. You can send a new request to connect at any time.
        </Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button color="red.9" onClick={onConfirm} loading={loading}>
            Disconnect
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
